import type { RequestHandler } from 'express';

/**
 * The site's files under a fresh address: `/_/<mark>/assets/<file>` is `/assets/<file>`. A page reloaded by
 * « Réessayer » imports its modules there (site/src/islands/modules.ts, docs/islands.md#réessayer): a browser that
 * kept the failure of a file, even across the reload (WebKit), asks the network again for a new address, and the
 * modules' relative imports follow it. The mark is letters and digits only; anything else is left to the 404.
 */
const FRESH_ASSET_PATH = /^\/_\/[A-Za-z0-9]{1,32}(?=\/assets\/[^/]+$)/;

export const freshAssetUrls: RequestHandler = (req, _res, next) => {
  if (FRESH_ASSET_PATH.test(req.path)) req.url = req.url.replace(FRESH_ASSET_PATH, '');
  next();
};
