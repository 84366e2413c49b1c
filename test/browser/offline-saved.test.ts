// Saved contents stay readable offline: the site's service worker keeps a saved article's page and
// images at its address inside the scope, drops them when the content is unsaved or the reader
// logs out, and the favourites tab says which ones are available offline. API answers are never
// stored.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn } from './support/accounts';
import { DESKTOP, launchChromium, siteUrl, waitForStatus } from './support/browser';
import { waitInPage } from './support/pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

const ARTICLE = '/noticia/1001';
/** The copy's address inside the worker's scope (the demo serves its pages there too). */
const savedCopy = () => siteUrl('diario', `/diario${ARTICLE}`);
const CACHE = 'np-diario-saved-pages';

/** Every URL the site's saved-pages cache holds (none when the cache does not exist). */
const savedCacheUrls = (page: Page): Promise<string[]> =>
  page.evaluate(async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((request) => request.url) : []), CACHE);

async function waitForSavedCopy(page: Page, held: boolean): Promise<void> {
  await page.waitForFunction(
    async ({ name, url, held }) => Boolean(await (await caches.open(name)).match(url)) === held,
    { name: CACHE, url: savedCopy(), held },
    { timeout: 30_000, polling: 200 },
  );
}

/** Opens the article (outside the worker's scope, as a CMS serves it) once the worker is active. */
async function openArticle(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(siteUrl('diario', ARTICLE));
  await waitForStatus(page, 'np-like-button', 'ready');
  await waitInPage(page, async () => Boolean((await navigator.serviceWorker.getRegistration('/diario/'))?.active));
  return page;
}

async function setSaved(page: Page, saved: boolean): Promise<void> {
  const button = page.locator(`np-like-button[content-id="1001"]`).first().getByRole('button');
  if ((await button.getAttribute('aria-pressed')) !== String(saved)) await button.click();
  await page.waitForFunction((pressed) => document.querySelector('np-like-button[content-id="1001"] button')?.getAttribute('aria-pressed') === pressed, String(saved));
}

it('a saved article opens offline from its copy, its images included; unsaving and logging out drop the copies', async () => {
  const context = await browser.newContext(DESKTOP);
  await logIn(context, 'lector@example.com');
  const article = await openArticle(context);
  const title = await article.getByRole('heading', { level: 1 }).textContent();

  await setSaved(article, false);
  await setSaved(article, true);
  await waitForSavedCopy(article, true);

  // The favourites tab marks it and links to the copy inside the scope.
  const profile = await context.newPage();
  await profile.goto(siteUrl('diario', '/perfil/contenidos-guardados/'));
  const card = profile.locator('np-profile').getByRole('listitem').filter({ has: profile.getByRole('link', { name: title ?? '' }) });
  await card.getByText('Disponible sin conexión').waitFor({ timeout: 30_000 });
  expect(await card.getByRole('link', { name: title ?? '' }).getAttribute('href')).toBe(savedCopy());

  const urls = await savedCacheUrls(article);
  expect(urls).toContain(savedCopy());
  expect(urls.some((url) => new URL(url).pathname.startsWith('/__demo/img/'))).toBe(true);
  expect(urls.filter((url) => /^\/(api|webapi)\//.test(new URL(url).pathname))).toEqual([]);

  await context.setOffline(true);
  const offline = await context.newPage();
  const response = await offline.goto(savedCopy());
  expect(response?.fromServiceWorker()).toBe(true);
  await expect(offline.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
  const images = await offline.evaluate(async () => {
    const pictures = [...document.querySelectorAll<HTMLImageElement>('main img')].filter((image) => image.getAttribute('src')?.startsWith('/__demo/img/'));
    await Promise.all(pictures.map((image) => (image.loading === 'lazy' ? undefined : image.decode().catch(() => undefined))));
    return pictures.filter((image) => image.loading !== 'lazy').map((image) => image.naturalWidth > 0);
  });
  expect(images.length).toBeGreaterThan(0);
  expect(images.every(Boolean)).toBe(true);
  // A page nobody saved does not open offline: the copy above really came from the cache.
  await expect(offline.goto(siteUrl('diario', '/diario/noticia/1002'))).rejects.toThrow();
  await context.setOffline(false);

  await setSaved(article, false);
  await waitForSavedCopy(article, false);

  await setSaved(article, true);
  await waitForSavedCopy(article, true);
  await article.locator('np-user-button').getByRole('button', { name: 'Salir' }).click();
  await article.waitForURL(/\/acceso\/?/);
  await waitInPage(article, async (name) => !(await caches.has(name)) || (await (await caches.open(name)).keys()).length === 0, CACHE);
  await context.close();
});
