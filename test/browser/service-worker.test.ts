// The Workbox service worker: scope /<alias>/, chunks cache-first in a cache of the site's own,
// /api/ and /webapi/ never stored, never registered in preview mode.
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchChromium, siteUrl, waitForStatus } from './support/browser';
import { waitInPage } from './support/pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

const registrationScopes = (page: Page) => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope));

async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) result[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return result;
  });
}

it('is registered from an article page with scope /diario/', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(siteUrl('diario', '/noticia/1001'));
  // The registry script registers the worker after the page's widgets start. (The async predicate
  // this used in waitForFunction let the test go on with no registration yet, once in CI; `ready`
  // never settles here, the article being outside the worker's scope.)
  await page.evaluate(async () => {
    while ((await navigator.serviceWorker.getRegistrations()).length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(await registrationScopes(page)).toEqual([siteUrl('diario', '/diario/')]);
  await context.close();
});

it('serves the chunks from its cache after a reload, in a cache of the site, and stores no /api/ or /webapi/ response', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  // The site mounted under its static folder: a page the service worker controls.
  const article = siteUrl('diario', '/diario/noticia/1001');
  await page.goto(article);
  await waitForStatus(page, 'np-share-bar', 'ready');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    return registration.scope;
  });
  expect(await registrationScopes(page)).toEqual([siteUrl('diario', '/diario/')]);

  await page.reload();
  await waitForStatus(page, 'np-share-bar', 'ready');
  // Calls to the API pass through the worker while it controls the page.
  await page.evaluate(async () => {
    await fetch('/api/front/user/profile').catch(() => undefined);
    await fetch('/webapi/searcher/', { method: 'POST', body: '{}' }).catch(() => undefined);
  });

  const served: Array<{ file: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (/\/diario\/[\w-]+\.[0-9a-f]{8}\.(js|css)$/.test(pathname)) served.push({ file: pathname, fromServiceWorker: response.fromServiceWorker() });
  });
  await page.reload();
  await waitForStatus(page, 'np-share-bar', 'ready');
  expect(served.length).toBeGreaterThanOrEqual(4);
  expect(served.filter((entry) => !entry.fromServiceWorker)).toEqual([]);

  const caches = await cachedUrls(page);
  const names = Object.keys(caches);
  expect(names.length).toBeGreaterThan(0);
  expect(names.every((name) => name.startsWith('np-diario'))).toBe(true);
  const urls = Object.values(caches).flat();
  expect(urls.some((url) => /np-share-bar\.[0-9a-f]+\.js/.test(url))).toBe(true);
  expect(urls.filter((url) => /\/(api|webapi)\//.test(new URL(url).pathname))).toEqual([]);
  await context.close();
});

it('keeps each site in its own cache', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  await page.goto(siteUrl('diari', '/diari/noticia/1001'));
  await waitForStatus(page, 'np-share-bar', 'ready');
  await waitInPage(page, async () => (await caches.keys()).length > 0);
  const names = Object.keys(await cachedUrls(page));
  expect(names.every((name) => name.startsWith('np-diari-'))).toBe(true);
  await context.close();
});

it('registers only after the page has loaded and its delay has passed: never while the page is still busy after its load', async () => {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  // The page stays busy after its load (as while widgets render): 20 tasks of 20 ms, each queuing
  // the next. np's register() records how many had run and the page's state.
  await page.addInitScript(`{
    const BUSY_TASKS = 20;
    window.__busyTasksDone = 0;
    addEventListener('load', () => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        const until = performance.now() + 20;
        while (performance.now() < until);
        if (++window.__busyTasksDone < BUSY_TASKS) channel.port2.postMessage(null);
      };
      channel.port2.postMessage(null);
    });
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__npRegistration = { readyState: document.readyState, busyTasksDone: window.__busyTasksDone };
      return register.apply(this, args);
    };
  }`);
  await page.goto(siteUrl('diario', '/noticia/1001'));
  await waitInPage(page, async () => Boolean((window as unknown as { __npRegistration?: unknown }).__npRegistration));
  const registration = await page.evaluate(() => (window as unknown as { __npRegistration: { readyState: string; busyTasksDone: number } }).__npRegistration);
  expect(registration).toEqual({ readyState: 'complete', busyTasksDone: 20 });
  await context.close();
});

it('is never registered in preview mode', async () => {
  const context = await browser.newContext(DESKTOP);
  // Every register() call of a page, counted in that page.
  await context.addInitScript(`{
    window.__registerCalls = 0;
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__registerCalls++;
      return register.apply(this, args);
    };
  }`);
  const calls = (page: Page) => page.evaluate(() => (window as unknown as { __registerCalls: number }).__registerCalls);
  const preview = await context.newPage();
  await preview.goto(siteUrl('diario', '/noticia/1001?preview=1'));
  await waitForStatus(preview, 'np-share-bar', 'ready');
  await preview.waitForLoadState('load');
  // The same page out of preview, opened after it: once it has registered, the preview page,
  // loaded earlier, is past the same point.
  const reader = await context.newPage();
  await reader.goto(siteUrl('diario', '/noticia/1001'));
  await waitInPage(reader, async () => (window as unknown as { __registerCalls: number }).__registerCalls > 0);
  expect(await calls(preview)).toBe(0);
  await context.close();
});
