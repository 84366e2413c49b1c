// The session and account code (np-account) and the request client (np-request) load on first
// need: an anonymous reader's user button, like buttons and share bar show without them; a click
// on a like button brings the account code once, and the login prompt it opens makes no call, so
// no request client; a reader with a session cookie gets the account code at once and reads the
// profile with fetch, so the request client waits for a change the reader makes (a like click).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { logIn, SEEDED_PASSWORD } from './support/accounts';
import { closeContext, DESKTOP, launchChromium, npErrors, recordNpErrors, resetDemo, siteUrl, waitForStatus } from './support/browser';
import { fixtureHtml, recordBundleRequests, routeFixturePage, widgetChunkName } from './support/pages';

jest.setTimeout(60_000);

/** The top of an article as a CMS places it: header user button, share bar, like buttons. */
const ARTICLE_TOP = `<np-user-button></np-user-button>
<h1>Titular</h1>
<np-share-bar url="http://diario.localhost/noticia/1001" title="Titular"></np-share-bar>
<np-like-button content-id="1001"></np-like-button>
<np-like-button author-id="501"></np-like-button>`;
const FIXTURE_PATH = '/fixture/article-top';
const WIDGETS = 'np-user-button, np-share-bar, np-like-button';
const SESSION_CHUNKS = ['np-request', 'np-account'];

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
});
afterEach(() => closeContext(context));

async function openArticleTop(): Promise<{ page: Page; chunks: () => string[] }> {
  const page = await context.newPage();
  const files = recordBundleRequests(page);
  await routeFixturePage(page, siteUrl('diario', FIXTURE_PATH), fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: ARTICLE_TOP }));
  await page.goto(siteUrl('diario', FIXTURE_PATH));
  await waitForStatus(page, WIDGETS, 'ready');
  return { page, chunks: () => files.filter((file) => file.endsWith('.js')).map(widgetChunkName) };
}

const countOf = (chunks: string[], name: string) => chunks.filter((chunk) => chunk === name).length;

describe('the request client arrives on first need', () => {
  it('anonymous: no np-request or np-account until the first like click, then np-account once and still no np-request; the login prompt leads to the login', async () => {
    const { page, chunks } = await openArticleTop();
    expect(chunks().filter((chunk) => SESSION_CHUNKS.includes(chunk))).toEqual([]);
    await page.locator('np-like-button[content-id]').getByRole('button', { name: 'Guardar en favoritos' }).click();
    const prompt = page.getByRole('dialog', { name: 'Inicia sesión' });
    await prompt.waitFor();
    expect(SESSION_CHUNKS.map((name) => countOf(chunks(), name))).toEqual([0, 1]);
    await prompt.getByRole('button', { name: 'Cerrar' }).click();
    await page.locator('np-like-button[author-id]').getByRole('button', { name: 'Seguir al autor' }).click();
    await page.getByRole('dialog', { name: 'Inicia sesión' }).waitFor();
    expect(SESSION_CHUNKS.map((name) => countOf(chunks(), name))).toEqual([0, 1]);
    await page.getByRole('dialog', { name: 'Inicia sesión' }).getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitForStatus(page, 'np-login', 'ready');
    await page.getByLabel(/^Correo electrónico/).fill('lector@example.com');
    await page.getByLabel(/^Contraseña/).first().fill(SEEDED_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(siteUrl('diario', FIXTURE_PATH));
    await page.locator('np-user-button').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    expect(await npErrors(page)).toEqual([]);
  });

  it('logged in: the page loads np-account once and reads the profile without np-request, which comes with the first like click', async () => {
    await logIn(context, 'lector@example.com');
    const { page, chunks } = await openArticleTop();
    await page.locator('np-user-button').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    expect(SESSION_CHUNKS.map((name) => countOf(chunks(), name))).toEqual([0, 1]);
    // Saves or unsaves, as the seeded reader's list has it.
    const saved = page.waitForResponse((response) => response.url().includes('/api/valuation/content/1001'));
    await page.locator('np-like-button[content-id]').getByRole('button').click();
    expect((await saved).status()).toBe(200);
    expect(SESSION_CHUNKS.map((name) => countOf(chunks(), name))).toEqual([1, 1]);
    expect(await npErrors(page)).toEqual([]);
  });

  it('logged in: a call of the request client leaves at once, with no read of an XSRF cookie before it (axios holds a same-origin call back until the Cookie Store answers)', async () => {
    await logIn(context, 'lector@example.com');
    // A string: the page runs it before any script of its own.
    await context.addInitScript(`(() => {
      window.npCookieStoreReads = [];
      if (!window.cookieStore) return;
      const get = window.cookieStore.get.bind(window.cookieStore);
      window.cookieStore.get = (...args) => {
        window.npCookieStoreReads.push(typeof args[0] === 'string' ? args[0] : args[0] && args[0].name);
        return get(...args);
      };
    })()`);
    const { page, chunks } = await openArticleTop();
    await page.locator('np-user-button').getByRole('link', { name: 'Mi cuenta' }).waitFor();
    const saved = page.waitForResponse((response) => response.url().includes('/api/valuation/content/1001'));
    await page.locator('np-like-button[content-id]').getByRole('button').click();
    await saved;
    // The save went through axios.
    expect(countOf(chunks(), 'np-request')).toBe(1);
    const reads = await page.evaluate(() => ({ store: 'cookieStore' in window, names: (window as unknown as { npCookieStoreReads: string[] }).npCookieStoreReads }));
    // Chromium has the Cookie Store API here, so the check means something.
    expect(reads).toEqual({ store: true, names: [] });
  });

  it('the session code fails to load: the click reports np:error (kind chunk) and the like button shows the fallback text', async () => {
    const { page } = await openArticleTop();
    await page.route(/\/diario\/np-account\.[0-9a-f]{8}\.js$/, (route) => route.abort());
    await page.locator('np-like-button[content-id]').getByRole('button', { name: 'Guardar en favoritos' }).click();
    await waitForStatus(page, 'np-like-button[content-id]', 'error');
    await expect(page.locator('np-like-button[content-id]').textContent()).resolves.toBe('Este contenido no está disponible en este momento.');
    const errors = await npErrors(page);
    expect(errors).toEqual([expect.objectContaining({ kind: 'chunk', tag: 'np-like-button', name: 'ChunkLoadError', message: expect.stringMatching(/^Loading chunk np-account failed\./) })]);
    await waitForStatus(page, 'np-user-button, np-share-bar', 'ready');
  });
});
