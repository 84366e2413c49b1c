// Reading down the front page: the newsletter signup renders as the reader reaches it, after the
// load, and must shift nothing in view. Its code is held until the reader stands with its top in
// view, then let in: the box its placeholder reserved at that width must be the box it renders.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { closeContext, holdRequests, launchChromium, layoutShifts, recordLayoutShifts, resetDemo, siteUrl, twoFrames, type SiteAlias } from './support/browser';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());
afterEach(() => closeContext(context));

async function openFrontPage(alias: SiteAlias, width: number): Promise<Page> {
  await resetDemo();
  context = await browser.newContext({ viewport: { width, height: 800 }, serviceWorkers: 'block' });
  await recordLayoutShifts(context);
  const page = await context.newPage();
  await page.goto(siteUrl(alias, '/'));
  await page.waitForLoadState('load');
  return page;
}

/** The top of the section after the signup, in the viewport. */
const agendaTop = (page: Page) => page.evaluate(() => Math.round(document.querySelector('.front-newsletter')!.nextElementSibling!.getBoundingClientRect().top));

// The label wraps under 475 px, the field's row under 450 and the title under 325 (es).
describe.each([320, 390, 460, 1280])('%i px wide', (width) => {
  it.each(['diario', 'diari'] as const)('%s: the newsletter signup renders in the box it was given while its top is in view; the section after it stays put', async (alias) => {
    const page = await openFrontPage(alias, width);
    const release = await holdRequests(page, /\/np-newsletter-signup\.[0-9a-f]+\.js$/);
    await page.evaluate(() => window.scrollTo(0, document.querySelector('np-newsletter-signup')!.getBoundingClientRect().top + window.scrollY - 200));
    await twoFrames(page);
    const before = await agendaTop(page);
    release();
    await page.waitForFunction(() => document.querySelector('np-newsletter-signup')?.getAttribute('data-np-status') === 'ready');
    await page.getByRole('button', { name: /^(Suscribirme|Subscriu-me)$/ }).waitFor();
    await twoFrames(page);
    expect(await agendaTop(page)).toBe(before);
    await expect(layoutShifts(page)).resolves.toEqual([]);
  });
});
