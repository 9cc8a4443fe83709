import { Navigate, Route, Routes, matchPath } from 'react-router-dom';
import { Layout } from './components/Layout';
import { lazyPage, type LazyPage } from './lazyPage';

/** What a page declares once: its address, its <title> and meta description, and its code (own chunk). */
export interface PageDefinition {
  path: `/${string}`;
  title: string;
  description: string;
  page: LazyPage;
}

/** The public pages: the single table the router, and later the prerenderer and the sitemap, read. */
export const PAGES: readonly PageDefinition[] = [
  {
    path: '/',
    title: 'Habitat Durable Le Havre — Rénovation énergétique et maison connectée',
    description:
      'Rénovation énergétique, extensions à ossature bois, maison connectée et IA domestique au Havre. Diagnostic et devis gratuits, réponse sous 24 h.',
    page: lazyPage(() => import('./pages/home/HomePage').then((m) => m.HomePage)),
  },
  {
    path: '/contact',
    title: 'Contact et devis gratuit — Habitat Durable Le Havre',
    description:
      'Décrivez votre projet de rénovation énergétique, d’extension bois ou de maison connectée : devis gratuit et réponse sous 24 heures.',
    page: lazyPage(() => import('./pages/contact/ContactPage').then((m) => m.ContactPage)),
  },
];

/** The page serving `pathname`, if any (unknown paths redirect to /). */
export function findPage(pathname: string): PageDefinition | undefined {
  return PAGES.find((page) => matchPath({ path: page.path, end: true }, pathname));
}

/** Loads the chunk of the page at `pathname`, so the first render (hydration or prerender) needs no fallback. */
export async function preloadPage(pathname: string): Promise<void> {
  await findPage(pathname)?.page.preload();
}

/** The route tree, router-agnostic: BrowserRouter in the browser, StaticRouter when prerendering. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {PAGES.map(({ path, page }) => (
          <Route key={path} path={path} element={<page.Component />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
