import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ChatLauncher } from '../chat/ChatLauncher';
import { usePageviews } from '../consent/analytics';
import { ConsentManager } from '../consent/ConsentManager';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePageMeta } from './usePageMeta';
import { useScrollToTop } from './useScrollToTop';

/** Shared frame of every public page: skip link, header, the page in <main>, footer. */
export function Layout() {
  usePageMeta();
  useScrollToTop();
  usePageviews();
  const { pathname } = useLocation();
  return (
    <>
      {/* Client-only (nothing in the prerendered HTML): first in the tab order once the banner shows. */}
      <ConsentManager />
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<p className="page-loading">Chargement...</p>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
      <ChatLauncher />
    </>
  );
}
