/**
 * The next page's HTML, fetched while the pointer is on its link, or the link is focused or touched: the navigation
 * then starts from the cache. Once per page, never the back-office, a file or another site. Returns what removes it.
 */
export function startPrefetch(): () => void {
  const prefetched = new Set([window.location.pathname]);
  const prefetch = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href, window.location.href);
    const path = url.pathname;
    if (
      url.origin !== window.location.origin ||
      prefetched.has(path) ||
      /^\/admin(\/|$)|\.[a-z0-9]+$/i.test(path)
    )
      return;
    prefetched.add(path);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = path;
    document.head.append(hint);
  };
  const types = ['pointerover', 'focusin', 'touchstart'];
  const options = { passive: true, capture: true };
  for (const type of types) document.addEventListener(type, prefetch, options);
  return () => types.forEach((type) => document.removeEventListener(type, prefetch, options));
}
