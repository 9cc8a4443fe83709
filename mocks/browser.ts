import { setupWorker } from 'msw/browser';
import { createContext } from './context';
import { browserPersistence } from './db/browserPersistence';
import { DocumentStore } from './db/store';
import { createHandlers } from './handlers';
import { mergeDuplicateSubscribers } from './handlers/mailboxes';
import { sweepOrphanFiles } from './handlers/storage';
import { createSeed } from './seed';

/** The emulator in `npm run dev`: a service worker, data kept in IndexedDB. The app renders after this resolves. */
export async function startBrowserEmulator() {
  const store = new DocumentStore({ persistence: browserPersistence(), seed: createSeed });
  await store.ready();
  const ctx = createContext({ store });
  // Uploads abandoned before their media document was made (docs/security.md#fichiers).
  sweepOrphanFiles(ctx);
  // Subscribers saved before the one-mailbox rule (docs/newsletter.md#une-boîte-un-abonné).
  mergeDuplicateSubscribers(ctx);
  const worker = setupWorker(...createHandlers(ctx));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  return { worker, store, ctx };
}
