// <np-most-read> on both demo front pages: a tablist of two tabs, the first selected at start, by
// mouse and by keyboard (arrows wrapping, Home, End, roving tabindex), each panel a numbered list
// of links; axe finds no serious or critical violation; and the page does not shift when it renders.
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { layoutShifts, DESKTOP, launchChromium, PHONE, recordLayoutShifts, siteUrl, waitForStatus, type SiteAlias } from './support/browser';
import { fixtureHtml, routeFixturePage } from './support/pages';

jest.setTimeout(60_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

const SITES = [
  ['diario', { list: 'Lo más popular', read: 'Lo más leído', commented: 'Lo más comentado' }],
  ['diari', { list: 'El més popular', read: 'El més llegit', commented: 'El més comentat' }],
] as const;

async function front(alias: SiteAlias, options: BrowserContextOptions = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/'));
  await page.locator('np-most-read').scrollIntoViewIfNeeded();
  await waitForStatus(page, 'np-most-read', 'ready');
  return page;
}

const selected = async (tab: Locator) => (await tab.getAttribute('aria-selected')) === 'true';
const focused = (tab: Locator) => tab.evaluate((element) => element === document.activeElement);

/** The shown panel: labelled by the selected tab, five numbered links. */
async function expectShownPanel(page: Page, label: string): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: label });
  await expect(panel.isVisible()).resolves.toBe(true);
  await expect(page.getByRole('tabpanel').count()).resolves.toBe(1);
  const items = panel.getByRole('listitem');
  await expect(items.count()).resolves.toBe(5);
  await expect(panel.getByRole('list').evaluate((list) => list.localName)).resolves.toBe('ol');
  for (let rank = 1; rank <= 5; rank += 1) {
    const item = items.nth(rank - 1);
    await expect(item.getByText(String(rank), { exact: true }).isVisible()).resolves.toBe(true);
    await expect(item.getByRole('link').getAttribute('href')).resolves.toMatch(/^\/noticia\/\d+$/);
  }
}

describe.each(SITES)('np-most-read on the %s front page', (alias, words) => {
  it('is a tablist of two tabs, the first selected at start; a click selects the other and shows its ranked list', async () => {
    const page = await front(alias);
    const tablist = page.getByRole('tablist', { name: words.list });
    const tabs = tablist.getByRole('tab');
    await expect(tabs.allTextContents()).resolves.toEqual([words.read, words.commented]);
    const [read, commented] = [tablist.getByRole('tab', { name: words.read }), tablist.getByRole('tab', { name: words.commented })];
    expect([await selected(read), await selected(commented)]).toEqual([true, false]);
    await expectShownPanel(page, words.read);
    await commented.click();
    expect([await selected(read), await selected(commented)]).toEqual([false, true]);
    await expectShownPanel(page, words.commented);
    await read.click();
    await expectShownPanel(page, words.read);
    await page.context().close();
  });

  it('by keyboard: Tab reaches the selected tab only; Right and Left move and select, wrapping; Home and End; Tab then enters the panel', async () => {
    const page = await front(alias);
    const tablist = page.getByRole('tablist', { name: words.list });
    const [read, commented] = [tablist.getByRole('tab', { name: words.read }), tablist.getByRole('tab', { name: words.commented })];
    // Start from the section's heading, right before the widget, then Tab into it.
    await page.locator('#front-most-read').evaluate((heading: HTMLElement) => {
      heading.tabIndex = -1;
      heading.focus();
    });
    await page.keyboard.press('Tab');
    await expect(focused(read)).resolves.toBe(true);
    const steps: Array<[string, Locator, string]> = [
      ['ArrowRight', commented, words.commented],
      ['ArrowRight', read, words.read],
      ['ArrowLeft', commented, words.commented],
      ['Home', read, words.read],
      ['End', commented, words.commented],
    ];
    for (const [key, tab, label] of steps) {
      await page.keyboard.press(key);
      await expect(focused(tab)).resolves.toBe(true);
      await expect(selected(tab)).resolves.toBe(true);
      await expect(tab.getAttribute('tabindex')).resolves.toBe('0');
      await expectShownPanel(page, label);
    }
    await expect(read.getAttribute('tabindex')).resolves.toBe('-1');
    await page.keyboard.press('Tab');
    const firstLink = page.getByRole('tabpanel', { name: words.commented }).getByRole('link').first();
    await expect(focused(firstLink)).resolves.toBe(true);
    await page.context().close();
  });

  it('axe finds no serious or critical violation, with either tab selected', async () => {
    const page = await front(alias);
    expect(await seriousAxeViolations(page, 'np-most-read')).toEqual([]);
    await page.getByRole('tab', { name: words.commented }).click();
    expect(await seriousAxeViolations(page, 'np-most-read')).toEqual([]);
    await page.context().close();
  });
});

describe('np-most-read keeps its space', () => {
  const loader = '<script defer blocking="render" src="/diario/np-loader.js"></script>';
  const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)('on %s, rendered at the top of a page with the front page\'s seeded lists: cumulative layout shift stays 0', async (_label, options) => {
    const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/'));
    const tabs = (await page.locator('np-most-read').getAttribute('tabs'))!;
    const url = siteUrl('diario', '/__fixture/most-read');
    const body = `<np-most-read tabs='${attribute(tabs)}'></np-most-read><div style="height:600px;background:#eee">Bloque bajo el widget, que no debe moverse.</div>`;
    await routeFixturePage(page, url, fixtureHtml({ head: loader, body }));
    // The widget's code arrives late, so the page is painted with its placeholder first.
    await page.route(/\/diario\/np-most-read\.[0-9a-f]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.goto(url);
    await waitForStatus(page, 'np-most-read', 'ready');
    // Images and fonts settle; a late shift would show up by now.
    await page.waitForTimeout(300);
    await expect(page.getByRole('tab').count()).resolves.toBe(2);
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await context.close();
  });

  it('the front page does not shift either, with the widget in view', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(`${siteUrl('diario', '/')}#front-most-read`);
    await waitForStatus(page, 'np-most-read', 'ready');
    await page.waitForTimeout(300);
    await expect(layoutShifts(page)).resolves.toEqual([]);
    await context.close();
  });
});
