// The cross-engine suite, written once and run by firefox.test.ts and webkit.test.ts: a demo server
// for the file, the proxy that serves its pages with the template snippet and the probe, one
// browser; then every demo page of both sites and every flow of ./flows.
import path from 'node:path';
import { createDemoServer, type DemoServer } from '../../demo/server/app';
import { SITE_ALIASES } from '../../demo/server/sites';
import type { EngineDriver, EngineLaunchOptions } from './drivers/driver';
import { FLOWS } from './flows';
import { discoverDemoPages, type DemoPage } from './support/pages';
import { logInThroughApi } from './support/session';
import { startDemoProxy, type DemoProxy } from './support/proxy';
import { layoutShifts } from './support/stability';
import { Ui } from './support/ui';

export const DESKTOP = { width: 1280, height: 900 } as const;

/**
 * Scrolls to the bottom by viewports, so that the widgets below the fold load (they wait for the
 * viewport). Twice on CI (2026-12-01 and 12-02, Firefox, the page sweep) a step after a finished
 * goto ran in a document with no root element, a document being replaced: such a step is not the
 * bottom, and the page's address is logged, so that the next failure names the page.
 */
async function scrollThrough(ui: Ui): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await ui.driver.evaluate(() => {
      const root = document.documentElement as HTMLElement | null;
      if (!root) return null;
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= root.scrollHeight - 2;
    });
    if (atBottom === null) console.log(`${ui.driver.engine}: no root element at scroll step ${step} (address now ${await ui.driver.currentUrl()})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (atBottom) break;
  }
}

/** Problems of one page: widgets not ready, page errors, widget boxes that moved. */
async function checkPage(ui: Ui, page: DemoPage): Promise<string[]> {
  await ui.driver.goto(ui.site(page.alias, page.path));
  await scrollThrough(ui);
  const problems: string[] = [];
  try {
    // A widget the scroll passed too fast to load is brought into view while waiting.
    await ui.waitForReady('[data-np-status]');
  } catch {
    const states = await ui.driver.evaluate(() =>
      [...document.getElementsByTagName('*')].filter((element) => element.localName.startsWith('np-') && element.getAttribute('data-np-status') !== 'ready').map((element) => `${element.localName}: ${element.getAttribute('data-np-status') ?? 'no status'}`),
    );
    problems.push(...states.map((state) => `not ready: ${state}`));
  }
  const probe = await ui.probe();
  let shifts = layoutShifts(probe);
  if (shifts.length) {
    // WebKit on a busy machine has shown header widgets unstyled for a moment after they turned
    // ready (see the README): measure the settled page once more before calling it a shift.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const settled = layoutShifts(await ui.probe());
    if (settled.length < shifts.length) console.log(`${page.alias}${page.path}: unstyled for a moment, then in their boxes: ${shifts.filter((shift) => !settled.includes(shift)).join('; ')}`);
    shifts = settled;
  }
  problems.push(...probe.errors, ...shifts.map((shift) => `moved: ${shift}`));
  return problems.map((problem) => `${page.alias}${page.path}${page.loggedIn ? ' (logged in)' : ''}: ${problem}`);
}

export function engineSuite(name: string, launch: (options: EngineLaunchOptions) => Promise<EngineDriver>): void {
  jest.setTimeout(180_000);
  let server: DemoServer;
  let proxy: DemoProxy;
  let driver: EngineDriver | undefined;
  let ui: Ui;

  beforeAll(async () => {
    server = await createDemoServer({ distDir: path.resolve(__dirname, '../../dist'), port: 0 });
    proxy = await startDemoProxy(server.port);
    driver = await launch({ proxyPort: proxy.port });
    ui = new Ui(driver, server.port);
    console.log(`${name}: ${driver.version}`);
  });
  afterAll(async () => {
    await driver?.close();
    await proxy?.close();
    await server?.close();
  });
  const fresh = async () => {
    server.state.reset();
    await ui.driver.newSession(SITE_ALIASES.map((alias) => new URL(ui.site(alias)).origin));
    await ui.driver.setViewport(DESKTOP.width, DESKTOP.height);
  };
  /**
   * Runs a test's body; if the browser itself went away under it (WebKitGTK's MiniBrowser has, twice
   * in about 14 local runs, left every later command with NoSuchSessionError), starts the browser
   * again and runs the body once more from a fresh session. Any other failure fails the test.
   */
  const withBrowser = async (body: () => Promise<void>) => {
    try {
      await fresh();
      await body();
    } catch (error) {
      if (!/NoSuchSessionError/.test(`${(error as Error).name} ${(error as Error).message}`)) throw error;
      console.log(`${name}: the browser session was lost (${(error as Error).message.split('\n')[0]}); starting the browser again and running the test once more`);
      await driver?.close().catch(() => undefined);
      driver = await launch({ proxyPort: proxy.port });
      ui = new Ui(driver, server.port);
      await fresh();
      await body();
    }
  };

  describe.each(SITE_ALIASES)(`${name}: every demo page of %s`, (alias) => {
    it('loads with every widget ready, no page error, and every widget keeping the box its placeholder reserved (template snippet, 1280 px)', async () => {
      const pages = (await discoverDemoPages(server.port)).filter((page) => page.alias === alias).sort((a, b) => Number(a.loggedIn) - Number(b.loggedIn));
      await withBrowser(async () => {
        const problems: string[] = [];
        let loggedIn = false;
        for (const page of pages) {
          if (page.loggedIn && !loggedIn) {
            await logInThroughApi(ui, alias);
            loggedIn = true;
          }
          problems.push(...(await checkPage(ui, page)));
        }
        expect(problems).toEqual([]);
      });
    }, 600_000);
  });

  describe(`${name}: flows`, () => {
    it.each(FLOWS.map((flow) => [flow.name, flow] as const))('%s', async (_, flow) => {
      await withBrowser(async () => {
        await flow.run(ui);
        expect(await ui.pageErrors()).toEqual([]);
      });
    });
  });
}
