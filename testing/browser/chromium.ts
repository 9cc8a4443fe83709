/** Debian's Chromium and its flags, shared by the e2e tests and the benches (no vitest import: usable from tsx). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The features Playwright 1.65 turns off in every Chromium it launches. Chromium reads one `--disable-features`
 * switch, the last: ours repeats Playwright's list before adding its own (testing/browser/chromiumArgs.test.ts fails when a
 * new Playwright changes it).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 draws its address bar's suggestions with a web page of its own (chrome://omnibox-popup.top-chrome/),
 * loaded ahead in a renderer process of its own for every window: every new context of a test, even headless, where
 * no one types in an address bar. That process and its page cost more than half of a fresh context's first page
 * (1.36 → 0.41 processor seconds for /services, docs/testing.md#bout-en-bout), and they ran beside the page being
 * measured by Lighthouse and the first-tap script, on the same two cores. e2e/chromium.e2e.ts checks that a new page
 * comes with no such process.
 */
export const UNUSED_BROWSER_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium starts a spare renderer process after each navigation, for the next one; a test's next page is most
  // often in a new context, which cannot use it. Without it, a new context's page costs a quarter less processor
  // time (docs/testing.md#bout-en-bout). Then Chromium's own interface pages, above.
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, 'SpareRendererForSitePerProcess', ...UNUSED_BROWSER_UI].join(',')}`,
];
