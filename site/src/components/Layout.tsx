import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { PageErrorBoundary } from './PageErrorBoundary';
import { usePageMeta } from './usePageMeta';
import { useScrollToTop } from './useScrollToTop';

/** Shared frame of every public page: skip link, header, the page in <main>, footer. */
export function Layout() {
  usePageMeta();
  useScrollToTop();
  return (
    <>
      <a className="skip-link" href="#main">
        Aller au contenu
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary>
          <Suspense fallback={<p className="page-loading">Chargement...</p>}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </>
  );
}
