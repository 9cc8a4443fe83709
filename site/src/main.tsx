import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
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
  // The current page's chunk first: hydration then finds the same tree as the prerendered HTML,
  // and a client-only start shows the page at once instead of a fallback.
  await preloadPage(window.location.pathname);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void boot();
