// <np-alert-banner> on the front page and <np-error-page> on the 404 page, in es and ca.
import type { Browser, BrowserContext } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { closeContext, DESKTOP, launchChromium, resetDemo, siteUrl, waitForStatus } from './support/browser';

jest.setTimeout(60_000);

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
beforeEach(async () => {
  await resetDemo();
  context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
});
afterEach(() => closeContext(context));

describe('alert banner', () => {
  it('shows the seeded alerts below the header, closes them after 7 s, and not again in the same session', async () => {
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/'));
    await waitForStatus(page, 'np-alert-banner', 'ready');
    const banner = page.getByRole('region', { name: 'Avisos' });
    await expect(banner.getByRole('listitem').count()).resolves.toBe(3);
    const [top, header] = await Promise.all([
      banner.evaluate((element) => element.getBoundingClientRect().top),
      page.locator('.site-header').evaluate((element) => element.getBoundingClientRect().height),
    ]);
    expect(top).toBeGreaterThanOrEqual(20 + header - 1);
    expect(await seriousAxeViolations(page, 'np-alert-banner')).toEqual([]);
    await banner.getByRole('button', { name: /^Cerrar el aviso: Tráfico/ }).click();
    await expect(banner.getByRole('listitem').count()).resolves.toBe(2);
    // The 7 s itself is checked on a fake clock (alert-banner.test.tsx); here only that it closes by itself.
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    await page.reload();
    await waitForStatus(page, 'np-alert-banner', 'ready');
    await expect(page.getByRole('region', { name: 'Avisos' }).count()).resolves.toBe(0);
  });
});

describe('error page', () => {
  it.each([
    ['diario', 'Página no encontrada', 'Volver a la portada'],
    ['diari', 'Pàgina no trobada', 'Torna a la portada'],
  ] as const)('%s answers an unknown path with status 404 and the error page with its button', async (alias, title, back) => {
    const page = await context.newPage();
    const response = await page.goto(siteUrl(alias, '/no-existe'));
    expect(response?.status()).toBe(404);
    await waitForStatus(page, 'np-error-page', 'ready');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: back }).click();
    await page.waitForURL(siteUrl(alias, '/'));
  });
});
