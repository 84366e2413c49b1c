// The searcher started from a first page the server rendered inside it (first-page.ts), and the
// demo's template of that page (demo/server/pages/searcher-markup.ts) held to the widget's markup.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { SearcherResponse } from '../../src/api/searcher';
import { searchAnswer } from '../../demo/server/api/searcher';
import { searcherMarkup } from '../../demo/server/pages/searcher-markup';
import { generateSeed } from '../../demo/server/seed';
import { stubApi, type RecordedCall } from '../../test/support/api-stub';
import { installFakeIntersectionObserver, observerWatching } from '../../test/support/fake-intersection-observer';
import { setPageConfig } from '../../test/support/page-config';
import { serverFirstPage } from './first-page';
import { modeSettings } from './searcher-modes';
import { EMPTY_STATE, type SearcherState } from './searcher-state';
import './searcher.element';

// Rendering 200 cards in jsdom took over Jest's default 5 s per test on a busy machine.
jest.setTimeout(30_000);

const SEARCH = modeSettings('search');
const seed = generateSeed(new Date('2026-03-20T10:00:00'));
/** Every content of the seed in one page: news, opinion, galleries, videos, events of each kind. */
const everything = (limit: number): SearcherResponse => searchAnswer(seed, { filterValues: [], dateValue: { start: null, end: null }, searchText: '', categoryId: '', moduleId: '', type: '', limit }, 0);

let calls: RecordedCall[];
let answer: SearcherResponse;

beforeEach(() => {
  act(() => document.body.replaceChildren());
  document.documentElement.lang = 'es';
  setPageConfig();
  installFakeIntersectionObserver();
  answer = everything(20);
  calls = stubApi(() => ({ body: answer }));
});

/** The element as a page brings it: the server's markup inside, the address it was rendered for. */
function place(state: SearcherState, address: string, first: SearcherResponse | null, lang: 'es' | 'ca' = 'es'): HTMLElement {
  window.history.replaceState(null, '', address);
  document.documentElement.lang = lang;
  const element = document.createElement('np-searcher');
  element.setAttribute('mode', 'search');
  element.innerHTML = searcherMarkup({ state, settings: SEARCH, lang, answer: first }).value;
  act(() => document.body.append(element));
  return element;
}

const searcherCalls = () => calls.filter((call) => call.url.startsWith('/webapi/searcher/'));
const ready = (element: HTMLElement) => waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));

/** Tags, classes and texts of a subtree: what its layout depends on, without ids and form names. */
function shape(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return JSON.stringify(node.textContent);
  if (!(node instanceof Element)) return '';
  const kept = ['class', 'role', 'aria-label', 'type', 'width', 'height', 'src', 'srcset', 'sizes', 'loading', 'href', 'datetime', 'data-content-id', 'data-np-event-badge', 'aria-hidden'];
  const attributes = kept.filter((name) => node.hasAttribute(name) && !(name === 'type' && node.localName === 'button')).map((name) => `${name}=${node.getAttribute(name)}`);
  const copy = node.cloneNode(true) as Element;
  copy.normalize();
  return `<${node.localName} ${attributes.join(' ')}>${[...copy.childNodes].map(shape).join('')}</${node.localName}>`;
}

describe('serverFirstPage: what a template wrote inside the element', () => {
  const element = (inner: string) => Object.assign(document.createElement('np-searcher'), { innerHTML: inner });

  it('is null without a first page right inside the element', () => {
    expect(serverFirstPage(element(''))).toBeNull();
    expect(serverFirstPage(element('<div><div data-np-first-page></div></div>'))).toBeNull();
  });

  it.each([
    ['missing', null, 0],
    ['not a number', 'muchos', 0],
    ['negative', '-3', 0],
    ['a fraction', '2.5', 0],
    ['too large', '1e400', 0],
    ['a count', '41', 41],
  ])('a %s count reads as %s', (_case, value, count) => {
    const page = serverFirstPage(element(`<div data-np-first-page${value === null ? '' : ` data-num-results="${value}"`}></div>`));
    expect(page).toMatchObject({ numResults: count, cursorMark: '', cards: [] });
  });

  it('takes only the cards in a list of <li>s (the markup before pages), in order, and the form as the reader left it', () => {
    const page = serverFirstPage(
      element(
        '<div data-np-first-page data-cursor-mark="c2"><form><input name="searchText" value="pla"><input type="checkbox" name="video" value="true" checked><input type="checkbox" name="bogus" checked><select name="dateValue"><option value="lastWeek" selected>x</option></select></form>' +
          '<article data-content-id="0"></article><ul class="np-searcher__list"><li><article data-content-id="1"></article></li><li><p data-content-id="2"></p></li><li><div><article data-content-id="3"></article></div></li></ul></div>',
      ),
    );
    expect(page?.cards.map((card) => card.getAttribute('data-content-id'))).toEqual(['1', '2']);
    expect(page?.cursorMark).toBe('c2');
    expect(page?.form).toEqual({ text: 'pla', textFocused: false, filters: ['video'], option: 'lastWeek' });
  });

  it('takes the cards of the widget\'s own list, page after page, and only its results', () => {
    const item = (id: string) => `<div role="listitem" class="np-searcher__item"><article data-content-id="${id}"></article></div>`;
    const page = serverFirstPage(
      element(
        '<div data-np-first-page><div role="list" class="np-searcher__list">' +
          `<div role="none" class="np-searcher__page">${item('1')}${item('2')}<div><article data-content-id="x"></article></div></div>` +
          `<div role="none" class="np-searcher__page">${item('3')}</div><article data-content-id="y"></article></div></div>`,
      ),
    );
    expect(page?.cards.map((card) => card.getAttribute('data-content-id'))).toEqual(['1', '2', '3']);
  });

  it('an unknown date option reads as none', () => {
    const page = serverFirstPage(element('<div data-np-first-page><select name="dateValue"><option value="someday" selected>x</option></select></div>'));
    expect(page?.form).toEqual({ text: null, textFocused: false, filters: [], option: null });
  });
});

describe('the demo template of the first page', () => {
  it.each(['es', 'ca'] as const)('writes every card of the seed, the form and the summary as the widget renders them (%s)', async (lang) => {
    answer = everything(200);
    expect(answer.results.some((card) => card.event)).toBe(true);
    expect(answer.results.some((card) => card.articleNewsTypeEnum === 'opinion')).toBe(true);
    const state = { ...EMPTY_STATE, searchText: 'a' };
    const server = document.createElement('div');
    server.innerHTML = searcherMarkup({ state, settings: SEARCH, lang, answer }).value;
    // The widget's own rendering of the same answer: no first page, one call.
    window.history.replaceState(null, '', '/buscar/?searchText=a');
    document.documentElement.lang = lang;
    const element = document.createElement('np-searcher');
    element.setAttribute('mode', 'search');
    act(() => document.body.append(element));
    await waitFor(() => expect(element.querySelectorAll('article')).toHaveLength(answer.results.length), { timeout: 20_000 });
    const first = server.querySelector('img');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    first?.removeAttribute('fetchpriority');
    expect(shape(server.querySelector('.np-searcher')!)).toBe(shape(element.querySelector('.np-searcher')!));
  });
});

describe('<np-searcher> with a first page from the server', () => {
  it('shows it without a call: the same card elements, the summary, the text, and ready', async () => {
    const first = everything(20);
    const element = place({ ...EMPTY_STATE, searchText: 'gobierno' }, '/buscar/?searchText=gobierno', first);
    const serverCards = [...element.querySelectorAll('article')];
    await ready(element);
    const list = screen.getByRole('list', { name: 'Resultados' });
    expect(within(list).getAllByRole('article')).toEqual(serverCards);
    expect(element.querySelectorAll('[data-np-first-page]')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(`${first.numResults} resultados`);
    expect(screen.getByRole('searchbox', { name: 'Texto de búsqueda' })).toHaveValue('gobierno');
    expect(searcherCalls()).toEqual([]);
  });

  it('loads the next page from its cursor, with the same request, and skips results it already shows', async () => {
    const first = everything(20);
    const element = place({ ...EMPTY_STATE, searchText: 'gobierno' }, '/buscar/?searchText=gobierno', first);
    await ready(element);
    answer = { ...searchAnswer(seed, { filterValues: [], dateValue: { start: null, end: null }, searchText: '', categoryId: '', moduleId: '', type: '', limit: 20 }, 19), numResults: first.numResults };
    const { observer, target } = observerWatching('.np-searcher__sentinel');
    act(() => observer.report(target, true));
    const list = screen.getByRole('list', { name: 'Resultados' });
    await waitFor(() => expect(searcherCalls()).toHaveLength(1), { timeout: 20_000 });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(39), { timeout: 20_000 });
    expect(searcherCalls()).toMatchObject([{ url: `/webapi/searcher/${first.searcherPayload.cursorMark}`, data: { searchText: 'gobierno', filterValues: [] } }]);
  });

  it.each([
    ['no results', { ...EMPTY_STATE, searchText: 'zzz' }, '/buscar/?searchText=zzz', { results: [], numResults: 0, searcherPayload: { cursorMark: '', categoryId: '', moduleId: '', limit: 20 } }, 'No hay resultados para tu búsqueda.'],
    ['nothing to search yet', EMPTY_STATE, '/buscar/', null, 'Escribe lo que buscas o elige un filtro.'],
  ])('%s: the message, no call', async (_case, state, address, first, message) => {
    const element = place(state, address, first);
    await ready(element);
    expect(screen.getByRole('status')).toHaveTextContent(message);
    expect(searcherCalls()).toEqual([]);
  });

  it('in ca', async () => {
    const element = place({ ...EMPTY_STATE, searchText: 'govern' }, '/buscar/?searchText=govern', everything(20), 'ca');
    await ready(element);
    expect(screen.getByRole('searchbox', { name: 'Text de cerca' })).toHaveValue('govern');
    expect(screen.getByRole('status')).toHaveTextContent('resultats');
  });

  it('a new search replaces the server cards with the answer', async () => {
    const element = place({ ...EMPTY_STATE, searchText: 'gobierno' }, '/buscar/?searchText=gobierno', everything(20));
    await ready(element);
    answer = everything(3);
    act(() => screen.getByRole('checkbox', { name: 'Opinión' }).click());
    const list = screen.getByRole('list', { name: 'Resultados' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(3));
    expect(searcherCalls()).toMatchObject([{ url: '/webapi/searcher/', data: { searchText: 'gobierno', filterValues: ['opinion'] } }]);
  });
});
