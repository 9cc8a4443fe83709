import type { ReactNode } from 'react';
import { Sidebar } from 'react-admin';

/** react-admin's `<Sidebar>` as it is on a phone: a temporary drawer over the screen (LeanSidebar.tsx). */
const PhoneSidebar = ({ children }: { children: ReactNode }) => <Sidebar>{children}</Sidebar>;

export default PhoneSidebar;
