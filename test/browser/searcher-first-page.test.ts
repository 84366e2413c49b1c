// The searcher's first page from the server (/buscar/ with a search, demo/server/pages/searcher-
// first-page.ts): painted with the page, working without JavaScript, and taken over by the widget
// without a call, without a second download of its images and without moving a result.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { isoDay } from '../../widgets/discovery-shared/calendar';
import { datesForOption } from '../../widgets/discovery-shared/date-options';
import { seriousAxeViolations } from './support/axe';
import { cumulativeLayoutShift, DESKTOP, holdRequests, launchChromium, npErrors, PHONE, recordLayoutShifts, recordNpErrors, scrollToListEnd, siteUrl, waitForStatus, type SiteAlias } from './support/browser';
import { articleCount, recordSearcherCalls } from './support/discovery';

jest.setTimeout(60_000);

const SEARCH = '/buscar/?searchText=gobierno';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => browser.close());

const searcher = (page: Page) => page.locator('np-searcher');
const firstCard = (page: Page) => searcher(page).locator('article').first();

describe('without JavaScript', () => {
  it('shows the form, the count and the results as links; the form searches and clears through the server', async () => {
    const context = await browser.newContext({ ...DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(siteUrl('diario', SEARCH));
    await expect(searcher(page).getByRole('status').textContent()).resolves.toMatch(/^\d+ resultados$/);
    await expect(searcher(page).getByRole('list', { name: 'Resultados' }).getByRole('link').count()).resolves.toBeGreaterThan(20);
    const search = searcher(page).getByRole('search', { name: 'Buscador de contenidos' });
    await search.getByRole('searchbox', { name: 'Texto de búsqueda' }).fill('plaza');
    await search.getByRole('checkbox', { name: 'Noticias' }).check();
    await search.getByRole('combobox', { name: 'Fecha' }).selectOption('lastYear');
    await search.getByRole('button', { name: 'Buscar', exact: true }).click();
    const year = datesForOption('lastYear', new Date());
    await page.waitForURL((url) => url.search === `?searchText=plaza&news=true&startDate=${isoDay(year.startDate!)}&endDate=${isoDay(year.endDate!)}`);
    await expect(searcher(page).getByRole('checkbox', { name: 'Noticias' }).isChecked()).resolves.toBe(true);
    await expect(searcher(page).getByRole('combobox', { name: 'Fecha' }).inputValue()).resolves.toBe('lastYear');
    await searcher(page).getByRole('button', { name: 'Borrar filtros' }).click();
    await page.waitForURL((url) => url.pathname === '/buscar/' && url.search === '');
    await expect(searcher(page).getByRole('status').textContent()).resolves.toBe('Escribe lo que buscas o elige un filtro.');
    await context.close();
  });
});

describe.each<[SiteAlias, string, BrowserContextOptions]>([
  ['diario', 'desktop', DESKTOP],
  ['diario', 'phone', PHONE],
  ['diari', 'phone', PHONE],
  ['diari', 'desktop', DESKTOP],
])('%s on a %s', (alias, _device, options) => {
  it('the widget takes over without a call and without moving the first result; its image is fetched once', async () => {
    const firstResult = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ ...options, javaScriptEnabled, serviceWorkers: 'block' });
      await recordLayoutShifts(context);
      await recordNpErrors(context);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname + new URL(request.url()).search));
      await page.goto(siteUrl(alias, SEARCH));
      if (javaScriptEnabled) await waitForStatus(page, 'np-searcher', 'ready');
      const box = await firstCard(page).evaluate((card) => {
        const rect = card.getBoundingClientRect();
        return { top: rect.top + window.scrollY, left: rect.left, width: rect.width, height: rect.height, image: card.querySelector('img')?.currentSrc ?? '' };
      });
      const result = { box, requests, shift: javaScriptEnabled ? await cumulativeLayoutShift(page) : 0, errors: javaScriptEnabled ? await npErrors(page) : [], cards: await articleCount(page) };
      await context.close();
      return result;
    };
    const server = await firstResult(false);
    const widget = await firstResult(true);
    expect(widget.cards).toBe(server.cards);
    for (const side of ['top', 'left', 'width', 'height'] as const) expect(Math.abs(widget.box[side] - server.box[side])).toBeLessThanOrEqual(1);
    expect(widget.box.image).toBe(server.box.image);
    expect(widget.shift).toBe(0);
    expect(widget.errors).toEqual([]);
    expect(widget.requests.filter((path) => path.startsWith('/webapi/') || /np-request-client\./.test(path))).toEqual([]);
    const image = new URL(widget.box.image);
    expect(widget.requests.filter((path) => path === image.pathname + image.search)).toHaveLength(1);
  });
});

describe('the stylesheets the page carries', () => {
  /** The chunk stylesheets a load asks for, by chunk name, once the searcher is ready. */
  const chunkStylesheets = async (pathAndQuery: string) => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const names: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/(np-[a-z-]+)\.[0-9a-f]{8}\.css$/.exec(new URL(request.url()).pathname);
      if (chunk) names.push(chunk[1]!);
    });
    await page.goto(siteUrl('diario', pathAndQuery));
    await waitForStatus(page, 'np-searcher', 'ready');
    const form = await searcher(page).getByRole('search').evaluate((element) => ({ display: getComputedStyle(element).display, background: getComputedStyle(element).backgroundColor }));
    await context.close();
    return { names, form };
  };

  it.each([
    ['inline', SEARCH],
    ['linked', `${SEARCH}&snippet=link`],
  ])('with np-searcher-page.css %s, the searcher\'s, the cards\' and the last-hour strip\'s are not downloaded again; the form keeps its look', async (_form, pathAndQuery) => {
    const { names, form } = await chunkStylesheets(pathAndQuery);
    expect(names).not.toContain('np-searcher');
    expect(names).not.toContain('np-discovery');
    expect(names).not.toContain('np-last-hour');
    expect(names).toContain('np-header');
    expect(form).toEqual({ display: 'flex', background: 'rgb(244, 244, 244)' });
  });

  it('a searcher page without them (the agenda) downloads the searcher\'s and the cards\'', async () => {
    const { names, form } = await chunkStylesheets('/agenda/');
    expect(names).toEqual(expect.arrayContaining(['np-searcher', 'np-discovery']));
    expect(names).not.toContain('np-last-hour');
    expect(form).toEqual({ display: 'flex', background: 'rgb(244, 244, 244)' });
  });
});

describe('once the widget has taken over', () => {
  it('scrolling continues from the server\'s cursor, without repeating a result', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(siteUrl('diario', '/buscar/?news=true'));
    await waitForStatus(page, 'np-searcher', 'ready');
    const calls = recordSearcherCalls(page);
    await scrollToListEnd(page, 'np-searcher article');
    await page.waitForFunction(() => document.querySelectorAll('np-searcher article').length === 40);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ cursor: expect.stringMatching(/.+/), body: { filterValues: ['news'], limit: 20 } });
    const ids = await searcher(page).locator('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-content-id')));
    expect(new Set(ids).size).toBe(40);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });

  it('keeps what the reader typed in the server\'s field before the widget arrived, with the focus; no serious axe violation before or after', async () => {
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    const release = await holdRequests(page, /\/np-searcher\.[0-9a-f]+\.js$/);
    // Not the load event: the held chunk, requested before it, would hold it too.
    await page.goto(siteUrl('diario', SEARCH), { waitUntil: 'domcontentloaded' });
    expect(await seriousAxeViolations(page, 'np-searcher')).toEqual([]);
    const field = searcher(page).getByRole('searchbox', { name: 'Texto de búsqueda' });
    await field.click();
    await field.press('End');
    await field.pressSequentially(' local');
    release();
    await waitForStatus(page, 'np-searcher', 'ready');
    await expect(field.inputValue()).resolves.toBe('gobierno local');
    await expect(field.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    // Not searched yet: the reader has not submitted.
    expect(new URL(page.url()).search).toBe('?searchText=gobierno');
    await field.press('Enter');
    await page.waitForURL((url) => url.search === '?searchText=gobierno+local');
    expect(await seriousAxeViolations(page, 'np-searcher')).toEqual([]);
    await context.close();
  });
});
