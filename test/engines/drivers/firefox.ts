// Firefox (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi. No browser is
// downloaded: the executable is the system's. Every request goes through the suite's proxy.
import puppeteer, { type Browser, type BrowserContext, type Page } from 'puppeteer-core';
import { FIREFOX_PATH } from '../support/engines';
import type { EngineDriver, EngineLaunchOptions, KeyName } from './driver';

type Viewport = { width: number; height: number };

/**
 * puppeteer sends `browsingContext.setViewport` and `emulation.setScreenOrientationOverride`
 * together. Firefox ESR 140 (what Debian bookworm's apt gave on 2026-11-28) has no orientation
 * command, so puppeteer rejects although the viewport was set; the suite needs no orientation.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error && /unknown command.*setScreenOrientationOverride/.test(error.message))) throw error;
  }
}

export async function launchFirefox({ proxyPort }: EngineLaunchOptions): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    // puppeteer's 30 s was not enough once on a busy CI machine (no WebDriver BiDi endpoint yet).
    timeout: 90_000,
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.http': '127.0.0.1',
      'network.proxy.http_port': proxyPort,
      'network.proxy.no_proxies_on': '',
      'network.proxy.allow_hijacking_localhost': true,
    },
  });
  const version = await browser.version();
  let context: BrowserContext = await browser.createBrowserContext();
  let page: Page = await context.newPage();
  let viewport: Viewport = { width: 1280, height: 900 };
  await setViewport(page, viewport);

  return {
    engine: 'firefox',
    version,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      // Once on CI (2026-12-01) the first script after goto ran in a document that had no root
      // element yet (which navigation it belonged to, the log does not tell): return only when
      // the current document is whole.
      await page.waitForFunction(() => document.readyState === 'complete' && document.documentElement !== null, { polling: 50, timeout: 60_000 });
    },
    async currentUrl() {
      // puppeteer's page.url() follows WebDriver BiDi's navigation events, and Firefox ESR 140 sends
      // none for history.replaceState (the searcher writes its filters so): ask the page. While a
      // navigation is under way there is no page to ask, and puppeteer's answer is the right one.
      try {
        return await page.evaluate(() => window.location.href);
      } catch {
        return page.url();
      }
    },
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => never, ...args),
    async click(selector) {
      // puppeteer clicks wherever the element's centre is; like WebDriver classic, refuse when
      // something else (the alert banner, a dialog) is on top there, so that the caller waits.
      const cover = await page.evaluate((css: string) => {
        const element = document.querySelector(css);
        if (!element) return `nothing matches ${css}`;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit === null || element === hit || element.contains(hit) ? null : hit.outerHTML.slice(0, 120);
      }, selector);
      if (cover) throw new Error(`element click intercepted: ${cover}`);
      await page.click(selector);
    },
    async type(selector, text) {
      await page.focus(selector);
      await page.keyboard.type(text);
    },
    async press(key: KeyName) {
      await page.keyboard.press(key);
    },
    async setViewport(width, height) {
      viewport = { width, height };
      await setViewport(page, viewport);
    },
    async newSession() {
      await context.close();
      context = await browser.createBrowserContext();
      page = await context.newPage();
      await setViewport(page, viewport);
    },
    async close() {
      await browser.close();
    },
  };
}
