/**
 * Firefox ESR and WebKitGTK from Debian's packages, behind one small
 * interface so that the smoke suite (../smoke.ts) is written once.
 *
 * - Firefox: puppeteer-core over WebDriver BiDi, headless.
 * - WebKit: WebKitWebDriver (package webkit2gtk-driver) driving WebKitGTK's
 *   MiniBrowser, through selenium-webdriver's classic WebDriver client.
 *   MiniBrowser has no headless mode, so it gets its own Xvfb display.
 *
 * One browser per engine, one page (one window) for every test: launching is
 * the expensive part (seconds), and the tests leave nothing behind that a
 * following one could trip on besides local storage, which they set
 * explicitly.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';

export type EngineName = 'firefox' | 'webkit';
export type Readiness = 'load' | 'parsed';

const READY: Record<Readiness, string> = {
  load: "document.readyState === 'complete'",
  parsed: "document.readyState !== 'loading'",
};

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = process.env.XVFB_PATH ?? '/usr/bin/Xvfb';

/** What is missing for `engine` on this machine, or null when it can run. */
export function missingFor(engine: EngineName): string | null {
  const needed = engine === 'firefox' ? [FIREFOX_PATH] : [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH];
  const missing = needed.filter((file) => !existsSync(file));
  return missing.length > 0 ? `${engine}: not installed (${missing.join(', ')}); see .ci/run` : null;
}

export interface EnginePage {
  readonly engine: EngineName;
  /**
   * Opens `url` and resolves once its `load` event has fired, or with
   * `until: 'parsed'` as soon as the document is parsed (its app scripts are
   * then still to come).
   */
  goto(url: string, until?: Readiness): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /** Value of a JavaScript expression in the page; a promise is awaited. */
  evaluate<T>(expression: string): Promise<T>;
  /** Polls `expression` until it is truthy; throws with `what` after `timeout` ms. */
  waitFor(expression: string, what: string, timeout?: number): Promise<void>;
  /** A real pointer click at the centre of the first element matching `selector`. */
  click(selector: string): Promise<void>;
  /** Types text into the focused element. */
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Escape'): Promise<void>;
  /** Ctrl+K (the search shortcut). */
  pressCtrlK(): Promise<void>;
  /** Sets the layout viewport's width and height in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Uncaught errors the engine itself reported (beyond what the recorder sends). */
  takeEngineErrors(): string[];
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll(page: EnginePage, expression: string, what: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate<boolean>(`Boolean(${expression})`).catch(() => false)) return;
    if (Date.now() > deadline)
      throw new Error(`${page.engine}: timed out after ${timeout} ms waiting for ${what}`);
    await sleep(50);
  }
}

/**
 * Runs `navigation` in the page and resolves once a new document has loaded:
 * the old one carries a marker, the new one does not.
 */
async function navigateFromPage(
  page: EnginePage,
  navigation: string,
  until: Readiness = 'load',
): Promise<void> {
  await page.evaluate(`(window.__leaving = true, setTimeout(function () { ${navigation}; }, 0), true)`);
  await poll(page, `!window.__leaving && ${READY[until]}`, `navigation (${navigation})`, 30_000);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function launchFirefox(): Promise<EnginePage> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    // WebDriver BiDi is puppeteer's only protocol for Firefox; said for the reader.
    protocol: 'webDriverBiDi',
    defaultViewport: { width: 1280, height: 800 },
  });
  const [existing] = await browser.pages();
  const page: Page = existing ?? (await browser.newPage());
  const engineErrors: string[] = [];
  page.on('pageerror', (error) => {
    engineErrors.push(
      `uncaught (Firefox): ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') engineErrors.push(`console error (Firefox): ${message.text()}`);
  });
  const self: EnginePage = {
    engine: 'firefox',
    // page.goto loses track of the tab once a page has come back from the
    // back-forward cache (it then waits for a `load` that it never sees):
    // navigate from inside the page and wait for the new document instead.
    goto: (url, until) => navigateFromPage(self, `location.assign(${JSON.stringify(url)})`, until),
    reload: () => navigateFromPage(self, 'location.reload()'),
    // A page restored from the back-forward cache fires no `load`, which
    // goBack waits for: go back from the page and wait for the previous URL.
    // Not about:blank, the empty document a slow navigation passes through,
    // complete too (seen on one core: Back then read about:blank).
    back: async () => {
      const from = await self.evaluate<string>('location.href');
      await self.evaluate('(setTimeout(function () { history.back(); }, 0), true)');
      await poll(
        self,
        `location.href !== ${JSON.stringify(from)} && location.href !== 'about:blank' && document.readyState === 'complete'`,
        'back',
        10_000,
      );
    },
    url: () => self.evaluate<string>('location.href'),
    evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    waitFor: (expression, what, timeout = 10_000) => poll(self, expression, what, timeout),
    click: async (selector) => {
      await page.click(selector);
    },
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    pressCtrlK: async () => {
      await page.keyboard.down('Control');
      await page.keyboard.press('k');
      await page.keyboard.up('Control');
    },
    setViewport: (width, height) => page.setViewport({ width, height }),
    takeEngineErrors: () => engineErrors.splice(0),
    close: () => browser.close(),
  };
  return self;
}

/** Starts Xvfb on a display it picks itself (-displayfd) and returns `:N`. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(XVFB_PATH, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.stdio[3]?.on('data', (data: Buffer) => {
      out += data.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    setTimeout(() => reject(new Error('Xvfb did not report a display in 10 s')), 10_000);
  });
  return { display, process: xvfb };
}

async function launchWebKit(): Promise<EnginePage> {
  const xvfb = await startXvfb();
  const port = await freePort();
  const driverProcess = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display },
    stdio: 'ignore',
  });
  const stopAll = () => {
    driverProcess.kill();
    xvfb.process.kill();
  };
  let driver: WebDriver;
  try {
    // The driver needs a moment to listen; the client retries until it answers.
    const deadline = Date.now() + 10_000;
    for (;;) {
      try {
        driver = await new Builder()
          .usingServer(`http://127.0.0.1:${port}`)
          .withCapabilities({
            browserName: 'MiniBrowser',
            'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
          })
          .build();
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
  } catch (error) {
    stopAll();
    throw error;
  }
  await driver.manage().window().setRect({ width: 1280, height: 800 });
  const self: EnginePage = {
    engine: 'webkit',
    // pageLoadStrategy "normal": get, refresh and back return after `load`.
    goto: async (url, until = 'load') => {
      if (until === 'load') await driver.get(url);
      else await navigateFromPage(self, `location.assign(${JSON.stringify(url)})`, until);
    },
    reload: () => driver.navigate().refresh(),
    back: () => driver.navigate().back(),
    url: () => driver.getCurrentUrl(),
    evaluate: <T>(expression: string) => driver.executeScript(`return (${expression});`) as Promise<T>,
    waitFor: (expression, what, timeout = 10_000) => poll(self, expression, what, timeout),
    click: async (selector) => {
      await driver.findElement(By.css(selector)).click();
    },
    type: async (text) => {
      await driver.actions().sendKeys(text).perform();
    },
    press: async (key) => {
      await driver
        .actions()
        .sendKeys(key === 'Enter' ? Key.ENTER : Key.ESCAPE)
        .perform();
    },
    pressCtrlK: async () => {
      await driver.actions().keyDown(Key.CONTROL).sendKeys('k').keyUp(Key.CONTROL).perform();
    },
    setViewport: async (width, height) => {
      // The window's outer size: add what its frame takes, measured once.
      const outer = await driver.manage().window().getRect();
      const inner = await self.evaluate<[number, number]>('[innerWidth, innerHeight]');
      await driver
        .manage()
        .window()
        .setRect({ width: width + outer.width - inner[0], height: height + outer.height - inner[1] });
    },
    takeEngineErrors: () => [],
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopAll();
      }
    },
  };
  return self;
}

export function launch(engine: EngineName): Promise<EnginePage> {
  return engine === 'firefox' ? launchFirefox() : launchWebKit();
}
