import { StrictMode, type ComponentType } from 'react';
import { Layout } from './components/Layout';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { SiteContentProvider, type SiteContentSource } from './content/siteContent';
import { CurrentPathContext } from './islands/currentPath';

export interface SitePageProps {
  /** The page's route, e.g. `/about`. */
  path: string;
  Page: ComponentType;
  content: SiteContentSource;
}

/**
 * One public page in its frame: what the prerenderer turns into HTML (prerender.tsx) and the dev server renders
 * in the browser (dev/renderPage.tsx). The built site hydrates only its islands (docs/islands.md).
 */
export function SitePage({ path, Page, content }: SitePageProps) {
  return (
    <StrictMode>
      <SiteContentProvider value={content}>
        <CurrentPathContext value={path}>
          {/* The frame itself failing still ends on the French error page, not a blank one. */}
          <PageErrorBoundary>
            <Layout>
              <Page />
            </Layout>
          </PageErrorBoundary>
        </CurrentPathContext>
      </SiteContentProvider>
    </StrictMode>
  );
}
