import type { SearcherResponse } from '../../../src/api/searcher';
import { isoDay } from '../../../widgets/discovery-shared/calendar';
import { datesForOption } from '../../../widgets/discovery-shared/date-options';
import { FAKE_BUNDLE, startDemo, type DemoFixture } from '../testing/demo-client';

let demo: DemoFixture;
beforeAll(async () => {
  demo = await startDemo({ now: () => new Date(2026, 10, 22, 12) });
});
afterAll(() => demo.stop());

const PAGE_RULES = `<style data-np-page-rules="np-searcher-page.css">${FAKE_BUNDLE['np-searcher-page.css']}</style>`;
/** The request the widget sends for a text (searcher-state.ts, default limit). */
const widgetRequest = (searchText: string) => ({ filterValues: [], dateValue: { start: null, end: null }, searchText, categoryId: '', moduleId: '', type: '', limit: 20 });

/** The searcher element of a page, with what the server put inside it. */
function searcherOf(text: string): string {
  const match = /<np-searcher mode="search">[\s\S]*?<\/np-searcher>/.exec(text);
  if (!match) throw new Error('no <np-searcher mode="search"> on the page');
  return match[0];
}

const cardIds = (html: string) => [...html.matchAll(/<article class="np-card[^"]*" data-content-id="([^"]+)"/g)].map((match) => match[1]);

describe('the search page renders the searcher\'s first page inside it', () => {
  test.each([
    ['/buscar/?searchText=gobierno', 'gobierno'],
    ['/buscar/vivienda', 'vivienda'],
  ])('%s: the cards, count and cursor of the API\'s first page, the form holding the text, and the searcher\'s page rules', async (pathname, searchText) => {
    const { text } = await demo.get(pathname);
    const api = (await demo.post('/webapi/searcher/', widgetRequest(searchText))).json<{ response: SearcherResponse }>().response;
    expect(api.results.length).toBeGreaterThan(0);
    const element = searcherOf(text);
    expect(element).toContain(`data-np-first-page data-num-results="${api.numResults}" data-cursor-mark="${api.searcherPayload.cursorMark}"`);
    expect(cardIds(element)).toEqual(api.results.map((card) => card.id));
    expect(element).toContain(`<input id="np-searcher-text" type="search" name="searchText" value="${searchText}">`);
    expect(element).toContain(`<p class="np-searcher__summary" role="status">${api.numResults} resultados</p>`);
    expect(element.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(text).toContain(`${PAGE_RULES}\n<style data-np-placeholders>`);
  });

  test('in ca on the ca site', async () => {
    const { text } = await demo.get('/buscar/?searchText=govern', { host: `diari.localhost:${demo.port}` });
    expect(searcherOf(text)).toContain('<label for="np-searcher-text">Text de cerca</label>');
    expect(searcherOf(text)).toMatch(/<p class="np-searcher__summary" role="status">(\d+ resultats|No hi ha resultats per a la teva cerca\.)<\/p>/);
  });

  test('without a search: the form and the prompt; without a match: the message', async () => {
    expect(searcherOf((await demo.get('/buscar/')).text)).toContain('role="status">Escribe lo que buscas o elige un filtro.</p><div role="list" class="np-searcher__list" aria-label="Resultados" aria-busy="false"></div>');
    expect(searcherOf((await demo.get('/buscar/?searchText=zzzqqq')).text)).toContain('data-num-results="0" data-cursor-mark=""');
  });

  test('a picked range (the date picker is the widget\'s): the bare element, as before, without the page rules', async () => {
    const { text } = await demo.get('/buscar/?searchText=gobierno&startDate=2026-01-05&endDate=2026-01-09');
    expect(text).toContain('<np-searcher mode="search"></np-searcher>');
    expect(text).not.toContain('data-np-page-rules');
  });

  test('?bare=1 keeps the widget and its page rules, ?bare=widgets drops both; ?snippet=link links them', async () => {
    const bare = (await demo.get('/buscar/?searchText=gobierno&bare=1')).text;
    expect(bare).toContain('data-np-page-rules');
    expect(bare).toContain('<np-searcher');
    expect((await demo.get('/buscar/?searchText=gobierno&bare=widgets')).text).not.toContain('np-searcher');
    expect((await demo.get('/buscar/?searchText=gobierno&snippet=link')).text).toContain('<link rel="stylesheet" href="/diario/np-searcher-page.css" data-np-page-rules>');
  });
});

describe('the server form without JavaScript', () => {
  test('a date option comes back as the start and end days the widget writes in the address', async () => {
    const { status, headers } = await demo.get('/buscar/?searchText=gobierno&news=true&dateValue=lastWeek');
    const week = datesForOption('lastWeek', new Date());
    expect(status).toBe(302);
    expect(headers.location).toBe(`/buscar/?searchText=gobierno&news=true&startDate=${isoDay(week.startDate!)}&endDate=${isoDay(week.endDate!)}`);
  });

  test.each([
    ['any date', '/buscar/?searchText=gobierno&dateValue=any', '/buscar/?searchText=gobierno'],
    ['"pick dates", which needs the picker', '/buscar/?searchText=&video=true&dateValue=range', '/buscar/?video=true'],
    ['an unknown option', '/buscar/?searchText=x&dateValue=%3Cscript%3E', '/buscar/?searchText=x'],
    ['the clear button', '/buscar/?searchText=gobierno&news=true&dateValue=any&clear=1', '/buscar/'],
  ])('%s', async (_case, pathname, location) => {
    const { status, headers } = await demo.get(pathname);
    expect(status).toBe(302);
    expect(headers.location).toBe(location);
  });
});
