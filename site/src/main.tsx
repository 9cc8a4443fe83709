/**
 * Vite's entry of the public site (site/index.html).
 * - In dev (no prerender): starts the emulator and renders the whole page in the browser (dev/renderPage.tsx).
 * - In the build: brings the global styles into the site's one stylesheet (styles/siteStyles.ts adds every CSS
 *   module); the built pages never load this script: the loader inlined in them replaces it (docs/islands.md).
 */
import './styles/global.css';

if (import.meta.env.DEV) void import('./dev/renderPage').then(({ renderPage }) => renderPage());
