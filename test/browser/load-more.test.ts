// <np-load-more> on the demo listings: 1 s after the spinner shows, the next page comes in without
// duplicates, and it stops at the last page; a failed page can be tried again.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, holdRequests, launchChromium, layoutShifts, npErrors, PHONE, recordLayoutShifts, recordNpErrors, scrollInStepsTo, siteUrl, twoFrames, waitForStatus } from './support/browser';
import { fault, scopeFaults } from './support/discovery';

jest.setTimeout(30_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function open(pathname: string, viewport: typeof DESKTOP | typeof PHONE = DESKTOP): Promise<{ context: BrowserContext; page: Page; scope: string; listingCalls: Array<{ url: string; at: number }> }> {
  const context = await browser.newContext({ ...viewport, serviceWorkers: 'block' });
  await recordNpErrors(context);
  await recordLayoutShifts(context);
  const scope = await scopeFaults(context);
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const items = document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]');
      (window as { firstPageCount?: number } & Window).firstPageCount = items?.length ?? 0;
    });
  });
  const page = await context.newPage();
  const listingCalls: Array<{ url: string; at: number }> = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/webapi/listing/')) listingCalls.push({ url: new URL(request.url()).pathname, at: Date.now() });
  });
  await page.goto(siteUrl('diario', pathname));
  // The widget sits at the end of the listing and loads when a test scrolls to it.
  await page.locator('np-load-more').waitFor({ state: 'attached' });
  return { context, page, scope, listingCalls };
}

/** Items in the listing as the server sent it, before any load-more could add to it. */
const firstPageCount = (page: Page) => page.evaluate(() => (window as { firstPageCount?: number } & Window).firstPageCount ?? 0);

/** Content ids in the listing right before the element. */
const listingIds = (page: Page) =>
  page.evaluate(() => [...(document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]') ?? [])].map((item) => item.getAttribute('data-content-id')));

describe('np-load-more', () => {
  it('loads the next page 1 s after the spinner shows, removes the duplicate, and stops without nextPage', async () => {
    const { context, page, listingCalls } = await open('/opinion/');
    const before = await listingIds(page);
    expect(before).toHaveLength(10);
    // The spinner shows once the widget, loaded as it comes into view, renders: after `shown`.
    const shown = Date.now();
    await page.locator('np-load-more').scrollIntoViewIfNeeded();
    await waitForStatus(page, 'np-load-more', 'ready');
    // The spinner goes with the last page (its runway only once out of view: see the foot-of-page case below).
    await page.waitForFunction(() => document.querySelector('np-load-more [role="status"]') === null, undefined, { timeout: 10_000 });
    const after = await listingIds(page);
    expect(listingCalls.map((call) => call.url)).toEqual(['/webapi/listing/opinion/2']);
    expect(listingCalls[0]!.at - shown).toBeGreaterThanOrEqual(900);
    expect(after.slice(0, 10)).toEqual(before);
    expect(after.length).toBeGreaterThan(10);
    expect(new Set(after).size).toBe(after.length);
    await page.mouse.wheel(0, 10_000);
    await page.waitForTimeout(1_500);
    expect(listingCalls).toHaveLength(1);
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('a failed page leaves the listing as it was and a button tries it again', async () => {
    const { context, page, scope } = await open('/blog/');
    await fault(scope, { path: '/webapi/listing/blog/2', status: 500, times: 1 });
    await page.locator('np-load-more').scrollIntoViewIfNeeded();
    const retry = page.getByRole('button', { name: 'Cargar más' });
    await retry.waitFor({ timeout: 10_000 });
    expect(await listingIds(page)).toHaveLength(10);
    // The runway stays below the button: the footer did not come up into view.
    expect(await layoutShifts(page)).toEqual([]);
    expect((await npErrors(page)).map((error) => error.kind)).toEqual(['request']);
    await retry.click();
    await page.waitForFunction(() => (document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0) > 10, undefined, { timeout: 10_000 });
    const ids = await listingIds(page);
    expect(ids.length).toBeGreaterThan(10);
    expect(new Set(ids).size).toBe(ids.length);
    await context.close();
  });

  it.each(['/noticias/', '/agenda/eventos/', '/boletines/archivo/', '/autores/', '/'])('%s ends its listing in a load-more that brings new items', async (pathname) => {
    const { context, page } = await open(pathname);
    // On a short listing the widget is in view at load and may have brought its last page already;
    // by then it is empty, and scrollIntoViewIfNeeded would wait for it to show forever.
    const before = await firstPageCount(page);
    expect(before).toBeGreaterThan(0);
    await scrollInStepsTo(page, 'np-load-more', 'middle');
    await page.waitForFunction((count) => (document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0) > count, before, { timeout: 10_000 });
    const ids = await listingIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    await context.close();
  });

  /** Brings the spinner (the element's placeholder until it renders: the last match in document order) to the middle of the viewport. */
  const toSpinner = (page: Page) => scrollInStepsTo(page, 'np-load-more, np-load-more [role="status"]', 'middle');
  const moreThan = (page: Page, count: number) =>
    page.waitForFunction((seen) => (document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0) > seen, count, { timeout: 10_000 });

  // The spinner the new items move down is a new element by then, and the runway below it keeps the
  // footer a screen down: nothing the reader sees shifts.
  it('a reader waiting at the spinner sees two pages land in its place without a layout shift (phone)', async () => {
    const { context, page } = await open('/noticias/', PHONE);
    for (let pages = 1; pages <= 2; pages += 1) {
      const before = (await listingIds(page)).length;
      await toSpinner(page);
      await moreThan(page, before);
      await twoFrames(page);
    }
    expect(await layoutShifts(page)).toEqual([]);
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('a reader who went on to the foot of the page loads nothing until back at the spinner, and sees no layout shift (phone)', async () => {
    const { context, page, listingCalls } = await open('/noticias/', PHONE);
    const before = (await listingIds(page)).length;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Not waitForStatus, which scrolls a widget still loading into view.
    await page.waitForFunction(() => document.querySelector('np-load-more')?.getAttribute('data-np-status') === 'ready');
    // The spinner is above the viewport, the footer in it: longer than the 1 s the widget waits.
    await page.waitForTimeout(1_500);
    expect(listingCalls).toEqual([]);
    expect(await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    await toSpinner(page);
    await moreThan(page, before);
    await twoFrames(page);
    expect(listingCalls).toHaveLength(1);
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });

  // The runway is the scroll anchor of a reader at the foot: removed with the last page, it took the
  // anchor along and the footer was pushed out of view (0.13).
  it('a reader who reached the foot of the page while the last page was on its way sees the footer stay put (phone)', async () => {
    const { context, page } = await open('/opinion/', PHONE);
    const release = await holdRequests(page, /\/webapi\/listing\/opinion\/2$/);
    const asked = page.waitForRequest(/\/webapi\/listing\/opinion\/2$/);
    await toSpinner(page);
    await asked;
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await twoFrames(page);
    const footer = page.getByRole('contentinfo');
    const footerTop = () => footer.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const before = await footerTop();
    expect(before).toBeLessThan(PHONE.viewport!.height);
    release();
    await page.waitForFunction(() => document.querySelector('np-load-more [role="status"]') === null, undefined, { timeout: 10_000 });
    await twoFrames(page);
    expect(await footerTop()).toBe(before);
    expect(await layoutShifts(page)).toEqual([]);
    // Once the reader goes back up, the runway goes out of sight below them.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => document.querySelector('.np-load-more__runway') === null);
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });
});
