import type { ReactNode } from 'react';
import { ChatWidget } from '../chat/ChatWidget';
import { ConsentBanner } from '../consent/ConsentBanner';
import ConsentIsland from '../consent/consent.island';
import HeaderIsland from './header.island';
import { Footer } from './Footer';

/**
 * Shared frame of every public page: skip link, header, the page in <main>, footer. Static HTML but for its
 * islands (docs/islands.md): the header, the cookie dialog, the chat's conversation, the footer's forms and buttons.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Hidden until the page's script shows it: first in the tab order once it shows. */}
      <ConsentBanner />
      {/* The cookie settings dialog: browser-only, woken on request (« Personnaliser », « Gérer les cookies »). */}
      <ConsentIsland />
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <HeaderIsland />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <ChatWidget />
    </>
  );
}
