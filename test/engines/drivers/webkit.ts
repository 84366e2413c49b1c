// WebKitGTK (the engine of Safari) through selenium-webdriver over WebDriver classic:
// WebKitWebDriver starts MiniBrowser in automation mode. Both need a display, so the driver runs
// under xvfb-run. Every request goes through the suite's proxy (the `proxy` capability).
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Builder, By, Key, type WebDriver } from 'selenium-webdriver';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_RUN_PATH } from '../support/engines';
import type { EngineDriver, EngineLaunchOptions, KeyName } from './driver';

const KEYS: Record<KeyName, string> = { Enter: Key.ENTER, Escape: Key.ESCAPE, Tab: Key.TAB, ArrowLeft: Key.ARROW_LEFT, ArrowRight: Key.ARROW_RIGHT, ArrowDown: Key.ARROW_DOWN, ArrowUp: Key.ARROW_UP };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(port: number, process: ChildProcess): Promise<void> {
  // 30 s was not enough once on a busy CI machine (xvfb-run starts Xvfb first).
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${process.exitCode}`);
    try {
      const status = (await (await fetch(`http://127.0.0.1:${port}/status`)).json()) as { value?: { ready?: boolean } };
      if (status.value?.ready) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('WebKitWebDriver did not answer within 90 s');
}

const COMMAND_MS = 90_000;

/** WebDriver classic has no timeout of its own on a command: fail rather than wait forever. */
function within<T>(what: string, command: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`WebKit: no answer within ${COMMAND_MS / 1000} s to ${what}`)), COMMAND_MS);
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

export async function launchWebKit({ proxyPort }: EngineLaunchOptions): Promise<EngineDriver> {
  const port = await freePort();
  // -a: the first free display number; the screen is larger than any viewport the flows ask for.
  const server = spawn(XVFB_RUN_PATH, ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`], { detached: true, stdio: 'ignore' });
  const stopServer = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  };
  try {
    await waitForDriver(port, server);
  } catch (error) {
    stopServer();
    throw error;
  }
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
    proxy: { proxyType: 'manual', httpProxy: `127.0.0.1:${proxyPort}`, noProxy: [] },
  };
  const start = async (): Promise<WebDriver> => {
    const session = await within('starting MiniBrowser', new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build());
    // No page load or script waits forever: a hang fails the flow instead.
    await session.manage().setTimeouts({ pageLoad: 60_000, script: 30_000, implicit: 0 });
    return session;
  };
  const driver: WebDriver = await start();
  const version = `WebKitGTK/${String((await driver.getCapabilities()).get('browserVersion'))}`;
  let viewport = { width: 1280, height: 900 };

  async function applyViewport(): Promise<void> {
    // The window has a toolbar: size it, then correct by what the page actually gets.
    await driver.manage().window().setRect({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const inner = (await driver.executeScript('return [innerWidth, innerHeight];')) as [number, number];
      if (inner[0] === viewport.width && inner[1] === viewport.height) return;
      const outer = await driver.manage().window().getRect();
      await driver.manage().window().setRect({ width: outer.width + viewport.width - inner[0], height: outer.height + viewport.height - inner[1] });
    }
  }
  await applyViewport();

  return {
    engine: 'webkit',
    version,
    async goto(url) {
      await within(`loading ${url}`, driver.get(url));
    },
    currentUrl: () => within('the address', driver.getCurrentUrl()),
    evaluate: (fn, ...args) => within('a script', driver.executeScript(fn as (...a: unknown[]) => never, ...args)),
    async click(selector) {
      await within(`a click on ${selector}`, driver.findElement(By.css(selector)).then((element) => element.click()));
    },
    async type(selector, text) {
      await within(`typing into ${selector}`, driver.findElement(By.css(selector)).then((element) => element.sendKeys(text)));
    },
    async press(key) {
      await within(`the key ${key}`, driver.switchTo().activeElement().then((element) => element.sendKeys(KEYS[key])));
    },
    async setViewport(width, height) {
      viewport = { width, height };
      await applyViewport();
    },
    async newSession(origins) {
      // One browser for the whole file (starting MiniBrowser again per flow is slow and, on a busy
      // machine, not always reliable): forget each site's cookies and storage instead.
      for (const origin of origins) {
        await within(`loading ${origin}`, driver.get(`${origin}/__demo/assets/site.css`));
        await within('deleting cookies', driver.manage().deleteAllCookies());
        await within('clearing storage', driver.executeScript('localStorage.clear(); sessionStorage.clear();'));
      }
      await within('a blank page', driver.get('about:blank'));
    },
    async close() {
      try {
        await driver.quit();
      } finally {
        stopServer();
      }
    },
  };
}
