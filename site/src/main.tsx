import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { canHydrate, settledPath } from './bootPath';
import { browserContent } from './content/browserContent';
import { preloadPage } from './routes';
import './styles/global.css';

async function boot(): Promise<void> {
  if (import.meta.env.DEV) {
    // The emulator's service worker must answer before the first call (mswjs/examples).
    const { start } = await import('./dev/emulator');
    await start();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  const { pathname, search, hash } = window.location;
  const path = settledPath(pathname);
  if (path !== pathname) window.history.replaceState(window.history.state, '', `${path}${search}${hash}`);
  // The current page's chunk first (the HTML preloads it): hydration then finds the same tree as the
  // prerendered markup, and a client-only start shows the page at once instead of a fallback.
  await preloadPage(path);
  const app = (
    <StrictMode>
      <App content={browserContent()} />
    </StrictMode>
  );
  if (canHydrate(container, path)) {
    // A transition hydrates in small slices between frames: the page (already painted) stays responsive,
    // with no long task blocking the main thread.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void boot();
