// /programas/: <np-programme-index> (letters, text, pages of 12, ad slots after 6, 12 and 18) and
// <np-programme-nav> (a menu under 1100 px).
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { cumulativeLayoutShift, DESKTOP, launchChromium, layoutShifts, npErrors, PHONE, recordLayoutShifts, recordNpErrors, scrollInStepsTo, scrollToListEnd, siteUrl, twoFrames, waitForStatus } from './support/browser';
import { fault, scopeFaults } from './support/discovery';

jest.setTimeout(30_000);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

async function open(options: BrowserContextOptions = DESKTOP, before?: (scope: string) => Promise<void>): Promise<{ context: BrowserContext; page: Page; showsCalls: URL[]; scripts: string[] }> {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  await recordNpErrors(context);
  const scope = await scopeFaults(context);
  if (before) await before(scope);
  const page = await context.newPage();
  const showsCalls: URL[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/webapi/shows/search/')) showsCalls.push(url);
    if (url.pathname.endsWith('.js')) scripts.push(url.pathname.split('/').pop()!.replace(/\..*$/, ''));
  });
  await page.goto(siteUrl('diario', '/programas/'));
  await waitForStatus(page, 'np-programme-index', 'ready');
  return { context, page, showsCalls, scripts };
}

const index = (page: Page) => page.locator('np-programme-index');

/** Waits until the index shows programmes and every name matches `pattern` (a list emptied while loading does not count). */
const waitForNames = (page: Page, pattern: RegExp) =>
  page.waitForFunction((source) => {
    const names = [...document.querySelectorAll('np-programme-index h2')];
    return names.length > 0 && names.every((name) => new RegExp(source).test(name.textContent ?? ''));
  }, pattern.source);
const programmeCount = (page: Page) => index(page).getByRole('list', { name: 'Programas' }).getByRole('listitem').locator('article').count();
/** The list's rows (programmes and ad slots), in the pages of 12 that lay them out. */
const ROWS = 'np-programme-index [role="list"][aria-label="Programas"] [role="listitem"]';

/** How many programmes come before each ad slot of the list. */
const adSlotsAfter = (page: Page) =>
  page.evaluate((selector) => {
    const rows = [...document.querySelectorAll(selector)];
    return rows.flatMap((row, at) => (row.querySelector('np-ad-slot') ? [rows.slice(0, at).filter((each) => each.querySelector('article')).length] : []));
  }, ROWS);

describe('np-programme-index', () => {
  it('pages of 12 by scrolling, with ad slots after the 6th, 12th and 18th programme', async () => {
    const { context, page, showsCalls, scripts } = await open();
    expect(await programmeCount(page)).toBe(12);
    // The first page came inside the page's HTML: the first call is the next page's, and the
    // sanitizer for the answer's HTML comes with that call.
    expect(showsCalls).toEqual([]);
    expect(scripts).not.toContain('np-sanitize');
    expect(await adSlotsAfter(page)).toEqual([6, 12]);
    while ((await programmeCount(page)) < 24) {
      await scrollToListEnd(page, ROWS);
      await page.waitForTimeout(100);
    }
    expect(showsCalls[0]!.pathname).toMatch(/^\/webapi\/shows\/search\/[^/]+$/);
    expect(Object.fromEntries(showsCalls[0]!.searchParams)).toEqual({ limit: '12', types: 'program', orderBy: 'lastPublishedContentDate' });
    expect(await adSlotsAfter(page)).toEqual([6, 12, 18]);
    expect(scripts.filter((name) => name === 'np-sanitize')).toHaveLength(1);
    await waitForStatus(page, 'np-ad-slot', 'ready');
    expect(await npErrors(page)).toEqual([]);
    await context.close();
  });

  it('filters by # and by a letter, and by text; nothing found shows the no-results message', async () => {
    const { context, page, showsCalls } = await open();
    const letters = index(page).getByRole('navigation', { name: 'Programas por letra' });
    await letters.getByRole('button', { name: 'Programas que empiezan por un número' }).click();
    await waitForNames(page, /^\d/);
    // The last first-page call: a next page of the unfiltered list may still have been on its way.
    expect(showsCalls.filter((call) => call.pathname === '/webapi/shows/search/').at(-1)!.searchParams.get('letter')).toBe('#');
    await expect(letters.getByRole('button', { name: 'Programas que empiezan por un número' }).getAttribute('aria-current')).resolves.toBe('true');
    await letters.getByRole('button', { name: 'B', exact: true }).click();
    await waitForNames(page, /^B/);
    await letters.getByRole('button', { name: 'Todas' }).click();
    const field = index(page).getByRole('searchbox', { name: 'Buscar un programa' });
    await field.fill('tertulia');
    await field.press('Enter');
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length === 1);
    await field.fill('zzzz');
    await field.press('Enter');
    await index(page).getByText('No hemos encontrado ningún programa.').waitFor();
    await field.fill('');
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length === 12);
    await context.close();
  });

  it('a failed search is only logged, and choosing a letter tries again', async () => {
    const { context, page } = await open(DESKTOP, (scope) => fault(scope, { path: '/webapi/shows/search/', status: 500, times: 1 }));
    await index(page).getByRole('button', { name: 'A', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length === 0);
    await page.waitForFunction(() => (window as unknown as { npErrors: unknown[] }).npErrors.length > 0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await npErrors(page)).map((error) => error.kind)).toEqual(['request']);
    await index(page).getByRole('button', { name: 'B', exact: true }).click();
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length > 0);
    await context.close();
  });

  it('paints the first page with the page and renders over it without moving a programme, in es and ca, phone and desktop', async () => {
    for (const alias of ['diario', 'diari'] as const) {
      for (const options of [PHONE, DESKTOP]) {
        const firstProgrammeTop = async (javaScriptEnabled: boolean) => {
          const context = await browser.newContext({ ...options, javaScriptEnabled, serviceWorkers: 'block' });
          await recordLayoutShifts(context);
          const page = await context.newPage();
          await page.goto(siteUrl(alias, '/programas/'));
          if (javaScriptEnabled) await waitForStatus(page, 'np-programme-index', 'ready');
          const links = await index(page).locator('article a').count();
          const top = await index(page).locator('article').first().evaluate((article) => article.getBoundingClientRect().top + window.scrollY);
          const shift = javaScriptEnabled ? await cumulativeLayoutShift(page) : 0;
          await context.close();
          return { links, top, shift };
        };
        const server = await firstProgrammeTop(false);
        const widget = await firstProgrammeTop(true);
        expect(server.links).toBe(12);
        expect(Math.abs(widget.top - server.top)).toBeLessThanOrEqual(1);
        expect(widget.shift).toBe(0);
      }
    }
    // Eight fresh contexts and loads: the file's 30 s ran out once on a busy 2-core CI machine.
  }, 90_000);

  // The runway below the list keeps the footer a screen down while a page loads; it and the sentinel
  // are empty boxes, which move without a layout shift.
  it('a reader at the end of the list, or at the foot of the page, sees the next pages land without a layout shift (phone)', async () => {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/programas/'));
    await waitForStatus(page, 'np-programme-index', 'ready');
    await scrollInStepsTo(page, ROWS);
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length > 12);
    // The next page shown before the jump: a jump in the frame that adds it is no reader's scroll. It
    // lands where only the new page's height lets it, and the footer, below the viewport in the last
    // frame shown, is counted as moved into it (0.1525, footer 0,0,0,0 -> 0,678: once in CI, and
    // every time the jump is made from a MutationObserver seeing the page come).
    await twoFrames(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollInStepsTo(page, ROWS);
    await page.waitForFunction(() => document.querySelectorAll('np-programme-index article').length > 24);
    await twoFrames(page);
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });

  it('has no serious axe violation', async () => {
    const { context, page } = await open();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('under 1100 px the letters are a dropdown and the programme nav a menu', async () => {
    const { context, page, showsCalls } = await open({ ...PHONE, viewport: { width: 1000, height: 800 } });
    await index(page).getByRole('combobox', { name: 'Letra' }).selectOption('M');
    await waitForNames(page, /^M/);
    expect(showsCalls.at(-1)!.searchParams.get('letter')).toBe('M');
    const nav = page.getByRole('navigation', { name: 'Secciones del programa' });
    const toggle = nav.getByRole('button', { name: 'Menú del programa' });
    await expect(nav.getByRole('link').count()).resolves.toBe(0);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(nav.getByRole('link', { name: 'Radio' }).isVisible()).resolves.toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
