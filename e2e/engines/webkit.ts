import { writeFile } from 'node:fs/promises';
import { Builder, By, Key, type WebDriver, type WebElement } from 'selenium-webdriver';
import { WAIT_MS, type EnginePage, type WindowSize } from './driver';

export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Classic WebDriver has no script run before the page's own: the page's errors are caught from the end of each
 * load on, by listeners kept in the driver's script world (they see the page's errors). What fails earlier stops the
 * page's loader, which every test waits for (`data-loader="ready"`).
 */
const LISTEN_TO_ERRORS = `
  if (!window.__engineErrors) {
    window.__engineErrors = [];
    addEventListener('error', (event) => window.__engineErrors.push(String(event.message)));
    addEventListener('unhandledrejection', (event) =>
      window.__engineErrors.push(String(event.reason && event.reason.message || event.reason)));
  }`;
const READ_ERRORS = 'return window.__engineErrors || []';

const run = (fn: (arg: never) => unknown) => `return (${fn.toString()}).apply(null, arguments)`;

/** Scrolled to the middle of the window: WebKit types only into a field in view, and the sticky header covers none. */
async function inView(driver: WebDriver, selector: string): Promise<WebElement> {
  const element = await driver.findElement(By.css(selector));
  await driver.executeScript('arguments[0].scrollIntoView({ block: "center" })', element);
  return element;
}

/** The layout viewport at `size`: the window is the viewport plus MiniBrowser's (shrunk) toolbar. */
async function sizeWindow(driver: WebDriver, size: WindowSize): Promise<void> {
  const window = driver.manage().window();
  await window.setRect(size);
  const [width, height] = await driver.executeScript<[number, number]>('return [innerWidth, innerHeight]');
  if (width !== size.width || height !== size.height)
    await window.setRect({ width: 2 * size.width - width, height: 2 * size.height - height });
}

/** A page in a new MiniBrowser session (its own storage and cookies) at `size`, from the worker's WebKitWebDriver. */
export async function openWebKitPage(
  driverUrl: string,
  baseUrl: string,
  size: WindowSize,
): Promise<EnginePage> {
  const driver = await new Builder()
    .usingServer(driverUrl)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    })
    .build();
  const earlier: string[] = [];
  const harvest = async () => {
    earlier.push(...(await driver.executeScript<string[]>(READ_ERRORS).catch(() => [])));
  };
  await sizeWindow(driver, size);
  const page: EnginePage = {
    engine: 'webkit',
    goto: async (path) => {
      await harvest();
      await driver.get(new URL(path, baseUrl).href);
      await driver.executeScript(LISTEN_TO_ERRORS);
    },
    fill: async (selector, value) => {
      const field = await inView(driver, selector);
      // What is there is selected and deleted as a person would: WebDriver's « clear » sets the value behind
      // React's back, which then puts its own text back.
      await field.sendKeys(Key.chord(Key.CONTROL, 'a'), Key.BACK_SPACE);
      await field.sendKeys(value);
    },
    select: async (selector, value) => {
      await (await inView(driver, selector)).findElement(By.css(`option[value="${value}"]`)).click();
    },
    click: async (selector) => {
      await (await inView(driver, selector)).click();
    },
    evaluate: (fn, arg) => driver.executeScript(run(fn as never), arg) as never,
    waitFor: async (fn, arg, timeout = WAIT_MS) => {
      const script = run(fn as never);
      // Tried again when the page navigates in between (the script then has no document to run in).
      await driver.wait(() => driver.executeScript(script, arg).catch(() => false), timeout, undefined, 100);
      await driver.executeScript(LISTEN_TO_ERRORS);
    },
    setWindowSize: (next) => sizeWindow(driver, next),
    screenshot: async (path) => {
      await writeFile(path, await driver.takeScreenshot(), 'base64');
    },
    pageErrors: async () => {
      const now = await driver.executeScript<string[]>(READ_ERRORS);
      return [...earlier, ...now];
    },
    close: () => driver.quit(),
  };
  return page;
}
