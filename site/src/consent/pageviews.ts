import ky from 'ky';
import { session } from '@shared/auth/session';
import { config } from '@shared/config';
import type { CookieConsent } from '@shared/domain/cookieConsent';
import type { Pageview } from '@shared/domain/pageviews';
import {
  documentsPath,
  platformUrl,
  REQUEST_TIMEOUT_MS,
  requestHeaders,
  signingHooks,
} from '@shared/http/signedRequest';

/*
 * Page views, without React: recorded by the loader's page-view module for a visitor who had accepted analytics,
 * and by the consent island when the visitor accepts (analytics.ts). Nothing of it loads before consent.
 */

const MAX_REFERRER = 500;

/** An address without its query and fragment: links such as /unsubscribe?email=…&token=… stay private. */
export function withoutQuery(address: string): string | undefined {
  try {
    const url = new URL(address);
    return `${url.origin}${url.pathname}`.slice(0, MAX_REFERRER);
  } catch {
    return undefined;
  }
}

/**
 * Stores one `pageviews` document: the same signed call as the platform client's `create`, sent by ky alone, without
 * the rest of the client (docs/islands.md#budgets). A write without a key is never retried; its answer is not read.
 */
export async function recordPageview(path: string, version: number, referrer?: string): Promise<void> {
  const view: Pageview = { path, ...(referrer ? { referrer } : {}), consent: { analytics: true, version } };
  await ky.post(platformUrl(config, documentsPath(config, 'pageviews')), {
    body: JSON.stringify(view),
    headers: requestHeaders(session.getToken(), true),
    hooks: signingHooks(config.signSecret),
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
  });
}

let recorded = false;

/**
 * Records the current page's view once per page load, when `consent` accepts analytics: at load for a visitor who
 * had accepted (the loader imports pageview.ts), or when the visitor accepts on this page (ConsentManager).
 * Every page is its own document, so the previous page is the document's referrer.
 */
export function recordThisPageview(consent: Pick<CookieConsent, 'analytics' | 'version'> | null): void {
  if (recorded || consent?.analytics !== true) return;
  recorded = true;
  const referrer = document.referrer ? withoutQuery(document.referrer) : undefined;
  recordPageview(window.location.pathname, consent.version, referrer).catch(() => {
    // A lost page view is not worth bothering the visitor.
  });
}
