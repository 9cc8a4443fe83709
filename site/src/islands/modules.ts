import type { ModuleFiles } from './islandMap';

/** Asks the browser to fetch files (and compile them) without running them: one `modulepreload` each, once per page. */
export function hint(files: ModuleFiles): void {
  const hinted = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  for (const file of files) {
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
  return import(/* @vite-ignore */ files[0] ?? '') as Promise<T>;
}
