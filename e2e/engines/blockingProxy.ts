import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The site's script files (the inline loader is in the page itself), under their fresh address too (`/_/<mark>/assets/`). */
const isScriptFile = (path: string) => /^(\/_\/[^/]+)?\/assets\/[^/]+\.js$/.test(path);

/** A page load: the browser asks for an HTML document. */
const isDocument = (incoming: IncomingMessage) =>
  incoming.method === 'GET' &&
  (incoming.headers['sec-fetch-dest'] === 'document' ||
    (incoming.headers.accept ?? '').includes('text/html'));

/**
 * A proxy in front of a preview server that refuses the site's script files while blocked, as a network that drops
 * them. A file refused once keeps being refused until the next page load, even unblocked: that is how Chromium up to
 * 150 and Firefox ESR 140 treat a module import that failed (it stays failed for the page's life), so a test passes
 * only if the page recovers by loading again (docs/testing.md#autres-moteurs). Same behaviour in every engine.
 * `files` narrows what is refused to the script files whose path it matches (one module of an awake island).
 */
export async function startBlockingProxy(target: string, files: RegExp = /./) {
  const upstream = new URL(target);
  let blocked = false;
  const refusedThisLoad = new Set<string>();
  const server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', 'http://proxy').pathname;
    if (isDocument(incoming)) refusedThisLoad.clear();
    if (isScriptFile(path) && files.test(path) && (blocked || refusedThisLoad.has(path))) {
      refusedThisLoad.add(path);
      outgoing.writeHead(503, { 'cache-control': 'no-store' }).end();
      return;
    }
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Refuses (or stops refusing) the script files from the next request on. */
    block: (on: boolean) => {
      blocked = on;
    },
    /** The script files refused since the last page load. */
    refused: () => [...refusedThisLoad],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
