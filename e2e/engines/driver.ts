/**
 * The few things a cross-engine test does with a page, written once and run in Firefox ESR and WebKitGTK
 * (docs/testing.md#autres-moteurs). Each engine has its adapter: firefox.ts (puppeteer-core over WebDriver BiDi),
 * webkit.ts (WebKitWebDriver, classic WebDriver). Selectors are CSS; `evaluate` sees the DOM and the storage, not the
 * page's own globals (WebKit runs it in a script world of its own).
 */
export const ENGINES = ['firefox', 'webkit'] as const;
export type Engine = (typeof ENGINES)[number];

export interface WindowSize {
  width: number;
  height: number;
}

export const WIDTHS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const satisfies Record<string, WindowSize>;

export interface EnginePage {
  readonly engine: Engine;
  /** Opens `path` of the server (or an absolute URL) and resolves once the document has loaded. */
  goto(path: string): Promise<void>;
  /** Types `value` into the field (input, textarea) as a person does, after scrolling it into view. */
  fill(selector: string, value: string): Promise<void>;
  /** Picks the option of a `<select>` whose value is `value`. */
  select(selector: string, value: string): Promise<void>;
  /** Clicks the element, scrolled into view first. */
  click(selector: string): Promise<void>;
  /** Runs `fn(arg)` in the page and gives back its (JSON) result; a promise it returns is awaited. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Resolves once `fn(arg)` is truthy in the page (tried again across a navigation), fails after `timeoutMs`. */
  waitFor<A>(fn: (arg: A) => unknown, arg: A, timeoutMs?: number): Promise<void>;
  /** Sizes the window so that the page's layout viewport is `size` wide and high. */
  setWindowSize(size: WindowSize): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Uncaught errors and unhandled rejections of the page so far. */
  pageErrors(): Promise<string[]>;
  close(): Promise<void>;
}

/** The time a wait gives a page on a busy machine before the test fails (docs/testing.md#attentes). */
export const WAIT_MS = 15_000;
