import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { browserContent } from '../content/browserContent';
import { startCookieBanner } from '../consent/bannerScript';
import { readConsent } from '../consent/storedConsent';
import { findPage, settledPath } from '../routes';
import { SitePage } from '../SitePage';
import { start } from './emulator';

/**
 * `npm run dev`: the page of the address, rendered whole in the browser on the emulator's stored content (the
 * built site is prerendered instead). Its islands are ordinary components here, interactive at once.
 */
export async function renderPage(): Promise<void> {
  // The emulator's service worker must answer before the first call (mswjs/examples).
  await start();
  const { pathname, search, hash } = window.location;
  const path = settledPath(pathname);
  if (path !== pathname) window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  const page = findPage(path);
  const container = document.getElementById('root');
  if (!page || !container) throw new Error(`Aucune page pour ${path}`);
  document.title = page.title;
  const Page = await page.page();
  createRoot(container).render(
    <Suspense fallback={null}>
      <SitePage path={path} Page={Page} content={browserContent()} />
    </Suspense>,
  );
  // The built pages' loader runs the banner (docs/islands.md#la-bannière-des-cookies); here, the same script.
  startCookieBanner({ consent: readConsent(), loadRecorder: () => import('../consent/choice') });
}
