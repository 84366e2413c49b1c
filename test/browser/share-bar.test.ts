// <np-share-bar> on the demo's article page, in es and ca, on a phone and a desktop.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium, npErrors, PHONE, recordNpErrors, siteUrl, waitForStatus, type SiteAlias } from './support/browser';
import { firstArticlePath } from './support/pages';

let browser: Browser;
let articlePath: string;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext();
  articlePath = await firstArticlePath(await context.newPage());
  await context.close();
});
afterAll(async () => browser.close());

const TEXTS = {
  diario: { more: 'Más opciones para compartir', copy: 'Copiar enlace', copied: 'Enlace copiado', share: 'Compartir', native: 'Comparte a' },
  diari: { more: 'Més opcions per compartir', copy: "Copiar l'enllaç", copied: 'Enllaç copiat', share: 'Compartir', native: 'Comparteix a' },
} as const;

async function openArticle(alias: SiteAlias, options: typeof PHONE, init?: () => void): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl(alias, '') });
  await recordNpErrors(context);
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, articlePath));
  await waitForStatus(page, 'np-share-bar', 'ready');
  return { context, page };
}

const firstBar = (page: Page) => page.locator('np-share-bar').first();

describe.each(['diario', 'diari'] as const)('share bar on %s', (alias) => {
  const text = TEXTS[alias];

  it('at 1280 px: collapsed, then expanded with LinkedIn, Telegram and Threads; links tagged desktop; copy shows the copied message for a second', async () => {
    const { context, page } = await openArticle(alias, DESKTOP);
    const bar = firstBar(page);
    const more = bar.getByRole('button', { name: text.more });
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(bar.getByRole('link', { name: /LinkedIn/ }).count()).resolves.toBe(0);
    await more.click();
    await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
    for (const network of [/LinkedIn/, /Telegram/, /Threads/]) await expect(bar.getByRole('link', { name: network }).isVisible()).resolves.toBe(true);

    const facebook = await bar.getByRole('link', { name: /Facebook/ }).getAttribute('href');
    const shared = new URL(new URL(facebook!).searchParams.get('u')!);
    expect(shared.pathname).toBe(articlePath);
    expect(shared.searchParams.get('utm_medium')).toBe('socialshare');
    expect(shared.searchParams.get('utm_campaign')).toBe('desktop');

    await bar.getByRole('button', { name: text.copy }).click();
    await page.waitForFunction((copied) => document.querySelector('np-share-bar [role="status"]')?.textContent === copied, text.copied);
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toContain(`${articlePath}?utm_medium=socialshare&utm_campaign=desktop`);
    await page.waitForFunction(() => document.querySelector('np-share-bar [role="status"]')?.textContent === '', undefined, { timeout: 2500 });
    const dataLayer = await page.evaluate(() => window.dataLayer);
    expect(dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'share', shareNetwork: 'copy' })]));
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('at 400 px with native share: opens the native sheet with the share text', async () => {
    const { context, page } = await openArticle(alias, PHONE, () => {
      (window as unknown as { sharedWith: unknown[] }).sharedWith = [];
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: unknown) => {
          (window as unknown as { sharedWith: unknown[] }).sharedWith.push(data);
          return Promise.reject(new DOMException('The user cancelled', 'AbortError'));
        },
      });
    });
    await firstBar(page).getByRole('button', { name: text.share }).click();
    const sharedWith = await page.evaluate(() => (window as unknown as { sharedWith: Array<{ text: string; url: string }> }).sharedWith);
    expect(sharedWith).toHaveLength(1);
    expect(sharedWith[0]!.text).toBe(text.native);
    expect(new URL(sharedWith[0]!.url).searchParams.get('utm_campaign')).toBe('mobile_web');
    // A failed native share is only logged: the bar is still there and nothing was reported.
    await expect(firstBar(page).getAttribute('data-np-status')).resolves.toBe('ready');
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('at 400 px without native share: the links are tagged mobile_web', async () => {
    const { context, page } = await openArticle(alias, PHONE, () => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    const whatsapp = await firstBar(page).getByRole('link', { name: /WhatsApp/ }).getAttribute('href');
    expect(decodeURIComponent(whatsapp!)).toContain('utm_campaign=mobile_web');
    await context.close();
  });
});

it('is operable with the keyboard alone', async () => {
  const { context, page } = await openArticle('diario', DESKTOP);
  const more = firstBar(page).getByRole('button', { name: TEXTS.diario.more });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
  await page.keyboard.press('Space');
  await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');
  await context.close();
});
