import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { RouteErrorPage } from './layout/ErrorScreen';

async function boot(): Promise<void> {
  if (import.meta.env.DEV) {
    // The emulator's service worker must answer before the first call (mswjs/examples).
    const { start } = await import('./dev/emulator');
    await start();
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('Élément #root introuvable');
  // A data router with real paths (react-admin would otherwise create a hash router); a data router also keeps
  // react-admin's "unsaved changes" warning working. Without transitions, as react-admin's own router: a
  // navigation held in a transition lets its auth checks log out again and again before the login screen commits.
  // Any error the router meets (an address outside /admin, a crash outside react-admin) shows the back-office's
  // French error page, never the router's developer page.
  const router = createBrowserRouter([
    { errorElement: <RouteErrorPage />, children: [{ path: '/admin/*', element: <App /> }] },
  ]);
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} useTransitions={false} />
    </StrictMode>,
  );
}

void boot();
