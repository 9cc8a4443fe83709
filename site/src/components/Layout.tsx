import type { ReactNode } from 'react';
import ChatIsland from '../chat/chat.island';
import ConsentIsland from '../consent/consent.island';
import HeaderIsland from './header.island';
import { Footer } from './Footer';

/**
 * Shared frame of every public page: skip link, header, the page in <main>, footer. Static HTML but for its
 * islands (docs/islands.md): the header, the cookie banner, the chat, the footer's forms and buttons.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Browser-only (nothing in the prerendered HTML): first in the tab order once the banner shows. */}
      <ConsentIsland />
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <HeaderIsland />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatIsland />
    </>
  );
}
