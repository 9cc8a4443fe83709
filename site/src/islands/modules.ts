import type { ModuleFiles } from './islandMap';
import { freshMark } from './reload';

/**
 * A file's address for this page: its own, or, on a page reloaded by « Réessayer », under a fresh one
 * (`/_/<mark>/assets/…`, served as `/assets/…`: hosting/freshAssetUrls.ts, docs/islands.md#réessayer). A browser that
 * kept a file's failure, even across the reload, then asks the network again, and the module's relative imports
 * follow the new address. The mark lives in the page's history entry (reload.ts), read at each use.
 */
function address(file: string): string {
  const mark = freshMark();
  return mark && /^[A-Za-z0-9]{1,32}$/.test(mark) && file.startsWith('/assets/') ? `/_/${mark}${file}` : file;
}

/** Asks the browser to fetch files (and compile them) without running them: one `modulepreload` each, once per page. */
export function hint(files: ModuleFiles): void {
  const hinted = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const file of files.map(address)) {
    if (hinted.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    document.head.append(link);
  }
}

/** Imports a module, hinting the browser to fetch its files together. */
export function load<T>(files: ModuleFiles): Promise<T> {
  hint(files);
  return import(/* @vite-ignore */ address(files[0] ?? '')) as Promise<T>;
}
