// axe-core on the article page (both sites, both widths, preview too) and the editors' gallery.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { DESKTOP, galleryUrl, launchChromium, PHONE, siteUrl, waitForStatus } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function violationsAt(url: string, options: BrowserContextOptions, settle: (page: import('playwright-core').Page) => Promise<void>) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(url);
  await settle(page);
  const violations = await seriousAxeViolations(page);
  await context.close();
  return violations;
}

const widgetsReady = async (page: import('playwright-core').Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await waitForStatus(page, 'np-share-bar, np-ad-slot', 'ready');
  if (await page.locator('np-comments, np-poll').count()) await waitForStatus(page, 'np-comments, np-poll', 'ready');
};

it.each([
  ['diario', '/noticia/1001', DESKTOP],
  ['diari', '/noticia/1001', PHONE],
  ['diario', '/noticia/1001?preview=1', PHONE],
  ['diari', '/', DESKTOP],
] as const)('axe finds no serious or critical violation on %s%s', async (alias, path, options) => {
  expect(await violationsAt(siteUrl(alias, path), options, widgetsReady)).toEqual([]);
});

it('axe finds no serious or critical violation with the share bar expanded', async () => {
  expect(
    await violationsAt(siteUrl('diario', '/noticia/1001'), DESKTOP, async (page) => {
      await widgetsReady(page);
      await page.locator('np-share-bar').first().getByRole('button', { name: 'Más opciones para compartir' }).click();
    }),
  ).toEqual([]);
});

it("axe finds no serious or critical violation in the editors' gallery", async () => {
  expect(await violationsAt(galleryUrl(), DESKTOP, widgetsReady)).toEqual([]);
});
