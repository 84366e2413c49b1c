// <np-load-more> on the demo listings: 1 s after the spinner shows, the next page comes in without
// duplicates, and it stops at the last page; a failed page can be tried again.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, launchChromium, npErrors, recordNpErrors, siteUrl, waitForStatus } from './support/browser';
import { fault, scopeFaults } from './support/discovery';

jest.setTimeout(30_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function open(pathname: string): Promise<{ context: BrowserContext; page: Page; scope: string; listingCalls: Array<{ url: string; at: number }> }> {
  const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
  await recordNpErrors(context);
  const scope = await scopeFaults(context);
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
    await page.waitForFunction(() => document.querySelector('np-load-more')?.childElementCount === 0, undefined, { timeout: 10_000 });
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
    const before = (await listingIds(page)).length;
    await page.locator('np-load-more').scrollIntoViewIfNeeded();
    await page.waitForFunction((count) => (document.querySelector('np-load-more')?.previousElementSibling?.querySelectorAll('[data-content-id]').length ?? 0) > count, before, { timeout: 10_000 });
    const ids = await listingIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    await context.close();
  });
});
