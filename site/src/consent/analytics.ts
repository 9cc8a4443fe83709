import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { Pageview } from '@shared/domain/pageviews';
import { useConsent } from './consentStore';

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

/** Stores one `pageviews` document; the platform client is loaded only now (never before consent). */
export async function recordPageview(path: string, version: number, referrer?: string): Promise<void> {
  const { platform } = await import('@shared/http/platform');
  const view: Pageview = { path, ...(referrer ? { referrer } : {}), consent: { analytics: true, version } };
  await platform.create<Pageview>('pageviews', view);
}

/**
 * Records a page view on each route change while analytics is accepted, and for the current page as soon as
 * the visitor accepts it. Nothing is recorded (nor loaded) before that.
 */
export function usePageviews(): void {
  const { pathname } = useLocation();
  const consent = useConsent();
  const granted = consent?.analytics === true;
  const version = consent?.version;
  const visited = useRef<string[]>([]);
  const recorded = useRef<number>(-1);

  // The in-site history, kept whatever the consent, so a page view can name the page before it.
  useEffect(() => {
    const pages = visited.current;
    if (pages[pages.length - 1] !== pathname) pages.push(pathname);
  }, [pathname]);

  useEffect(() => {
    if (!granted || version === undefined) return;
    const pages = visited.current;
    const index = pages.length - 1;
    if (recorded.current === index) return; // already counted (React's double effects, a second "accept")
    recorded.current = index;
    const previous = pages[index - 1];
    const referrer = previous
      ? withoutQuery(`${window.location.origin}${previous}`)
      : document.referrer
        ? withoutQuery(document.referrer)
        : undefined;
    recordPageview(pathname, version, referrer).catch(() => {
      // A lost page view is not worth bothering the visitor.
    });
  }, [pathname, granted, version]);
}
