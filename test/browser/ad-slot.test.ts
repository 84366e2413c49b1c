// <np-ad-slot> on the demo's article page: reserved space at both widths, no layout shift,
// the showroom placeholder, and an invalid configuration that only warns.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { layoutShifts, DESKTOP, launchChromium, PHONE, recordLayoutShifts, siteUrl, waitForStatus, type SiteAlias } from './support/browser';
import { firstArticlePath, fixtureHtml, routeFixturePage } from './support/pages';

let browser: Browser;
let articlePath: string;

beforeAll(async () => {
  browser = await launchChromium();
  const context = await browser.newContext();
  articlePath = await firstArticlePath(await context.newPage());
  await context.close();
});
afterAll(async () => browser.close());

async function open(alias: SiteAlias, options: BrowserContextOptions, query = ''): Promise<Page> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, articlePath + query));
  return page;
}

const firstEagerSlot = (page: Page) => page.locator('np-ad-slot:not([loading="lazy"])').first();

describe.each([
  ['diario', 'desktop', DESKTOP, 'minimumReservedHeightDesktop'],
  ['diari', 'phone', PHONE, 'minimumReservedHeightMobile'],
  ['diario', 'phone', PHONE, 'minimumReservedHeightMobile'],
] as const)('ad slot on %s, %s', (alias, _label, options, heightField) => {
  it('keeps its reserved height from the first paint and the page never shifts', async () => {
    const page = await open(alias, options);
    await waitForStatus(page, 'np-ad-slot:not([loading="lazy"])', 'ready');
    const slot = firstEagerSlot(page);
    const position = JSON.parse((await slot.getAttribute('position'))!) as Record<string, number>;
    const box = await slot.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(position[heightField]!);
    await page.waitForTimeout(300);
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await page.context().close();
  });
});

it('shows a labelled placeholder with its name and sizes in preview mode', async () => {
  const page = await open('diario', DESKTOP, '?preview=1');
  await waitForStatus(page, 'np-ad-slot:not([loading="lazy"])', 'ready');
  const slot = firstEagerSlot(page);
  const name = (JSON.parse((await slot.getAttribute('position'))!) as { name: string }).name;
  await expect(slot.getByRole('note', { name: 'Publicidad' }).isVisible()).resolves.toBe(true);
  await expect(slot.getByText(`Espacio publicitario «${name}»`).isVisible()).resolves.toBe(true);
  await expect(slot.getByText(/^Tamaños: \d+×\d+/).isVisible()).resolves.toBe(true);
  await page.context().close();
});

it('only warns in the console about an invalid configuration', async () => {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  const page = await context.newPage();
  const url = siteUrl('diario', '/__fixture/bad-ad');
  await routeFixturePage(page, url, fixtureHtml({ head: '<script defer src="/diario/np-loader.js"></script>', body: `<np-ad-slot position='{"id":"broken","sizes":"huge"}'></np-ad-slot><np-ad-slot position="{not json"></np-ad-slot>` }));
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await page.goto(url);
  await waitForStatus(page, 'np-ad-slot', 'ready');
  expect(warnings.join('\n')).toMatch(/invalid Ad position/);
  expect(pageErrors).toEqual([]);
  await context.close();
});
