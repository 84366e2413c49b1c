// Reading down an article: the poll and the comments render as the reader reaches them, after the
// load, and must shift nothing in view. Each case holds the widget's code or its API answer until
// the reader stands where the case puts them, then lets it land: its box was reserved (placeholder
// CSS), or, above the reader, it grows out of view (a loading host is no scroll anchor).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { closeContext, DESKTOP, holdRequests, launchChromium, layoutShifts, PHONE, recordLayoutShifts, resetDemo, siteUrl, twoFrames } from './support/browser';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
afterEach(() => closeContext(context));

async function openArticle(viewport: BrowserContextOptions): Promise<Page> {
  await resetDemo();
  context = await browser.newContext({ ...viewport, serviceWorkers: 'block' });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(siteUrl('diario', '/noticia/1001'));
  await page.waitForLoadState('load');
  return page;
}

/** Scrolls so that the top of `selector` is `offset` px below the top of the viewport (negative: above it). */
async function standAt(page: Page, selector: string, offset: number): Promise<void> {
  await page.evaluate(([css, by]) => window.scrollTo(0, document.querySelector(css)!.getBoundingClientRect().top + window.scrollY - by), [selector, offset] as const);
  await twoFrames(page);
}

/** Waits for `selector` to be ready without scrolling to it (waitForStatus would bring it into view). */
const readyWhereTheReaderIs = (page: Page, selector: string) =>
  page.waitForFunction((css) => document.querySelector(css)?.getAttribute('data-np-status') === 'ready', selector);

const topOf = (page: Page, selector: string) => page.evaluate((css) => Math.round(document.querySelector(css)!.getBoundingClientRect().top), selector);

describe.each([['phone', PHONE], ['desktop', DESKTOP]] as const)('%s', (_name, viewport) => {
  it('the comments of a long thread land while their heading is in view: nothing below them moves into or within view', async () => {
    const page = await openArticle(viewport);
    const release = await holdRequests(page, /\/api\/front\/comments\/1001/);
    const asked = page.waitForRequest(/\/api\/front\/comments\/1001/);
    await standAt(page, 'np-comments', 300);
    await asked;
    release();
    await readyWhereTheReaderIs(page, 'np-comments');
    await twoFrames(page);
    expect(await page.locator('np-comments').getByRole('article').count()).toBe(20);
    await expect(layoutShifts(page)).resolves.toEqual([]);
  });

  it('the comments land while the reader is already past their top: they grow out of view above, and what the reader reads stays put', async () => {
    const page = await openArticle(viewport);
    const release = await holdRequests(page, /\/api\/front\/comments\/1001/);
    const asked = page.waitForRequest(/\/api\/front\/comments\/1001/);
    await standAt(page, 'np-comments', -200);
    await asked;
    const relatedBefore = await topOf(page, 'section.related');
    release();
    await readyWhereTheReaderIs(page, 'np-comments');
    await twoFrames(page);
    expect(await page.locator('np-comments').getByRole('article').count()).toBe(20);
    expect(await topOf(page, 'section.related')).toBe(relatedBefore);
    await expect(layoutShifts(page)).resolves.toEqual([]);
  });

  it('the poll renders while its top is in view: its box was reserved, nothing after it moves', async () => {
    const page = await openArticle(viewport);
    const release = await holdRequests(page, /\/np-poll\.[0-9a-f]+\.js$/);
    await standAt(page, 'np-poll', 300);
    const footerBefore = await topOf(page, 'footer.article__footer');
    release();
    await readyWhereTheReaderIs(page, 'np-poll');
    await twoFrames(page);
    await page.locator('np-poll').getByRole('radio').first().waitFor();
    expect(await topOf(page, 'footer.article__footer')).toBe(footerBefore);
    await expect(layoutShifts(page)).resolves.toEqual([]);
  });
});
