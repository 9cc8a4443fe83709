import { BrowserRouter } from 'react-router-dom';
import { SiteContentProvider, type SiteContentSource } from './content/siteContent';
import { AppRoutes } from './routes';

/** The site in the browser. The prerenderer renders the same tree inside a StaticRouter (prerender.tsx). */
export function App({ content }: { content: SiteContentSource }) {
  return (
    <SiteContentProvider value={content}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </SiteContentProvider>
  );
}
