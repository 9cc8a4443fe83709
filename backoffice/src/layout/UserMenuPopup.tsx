import Menu from '@mui/material/Menu';
import { useMemo } from 'react';
import { Logout, UserMenuContextProvider } from 'react-admin';

const ANCHOR = { vertical: 'bottom', horizontal: 'right' } as const;
const TRANSFORM = { vertical: 'top', horizontal: 'right' } as const;

/**
 * The user menu's pop-up (react-admin's `<UserMenu>` one): sign-out, which ends on the public site as the site's
 * sign-out does. Loaded with the first click on the menu's button (docs/product.md#premier-chargement).
 */
export default function UserMenuPopup({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const context = useMemo(() => ({ onClose }), [onClose]);
  return (
    <UserMenuContextProvider value={context}>
      <Menu
        id="menu-appbar"
        disableScrollLock
        anchorEl={anchor}
        anchorOrigin={ANCHOR}
        transformOrigin={TRANSFORM}
        open={Boolean(anchor)}
        onClose={onClose}
      >
        <Logout redirectTo={`${window.location.origin}/`} />
      </Menu>
    </UserMenuContextProvider>
  );
}
