import type { ServerFirstPage } from './first-page';
import { modeSettings } from './searcher-modes';
import { EMPTY_STATE } from './searcher-state';
import { startingPoint } from './starting-point';

const SEARCH = modeSettings('search');
const NOW = new Date('2026-03-20T10:00:00');
const ADDRESS = { ...EMPTY_STATE, searchText: 'gobierno', filters: ['news' as const] };

function card(id: string): Element {
  const element = document.createElement('article');
  element.setAttribute('data-content-id', id);
  return element;
}

const firstPage = (extra: Partial<ServerFirstPage> = {}, form: Partial<ServerFirstPage['form']> = {}): ServerFirstPage => ({
  cards: [card('1'), card('2')],
  numResults: 40,
  cursorMark: 'next-2',
  form: { text: 'gobierno', textFocused: false, filters: ['news'], option: 'any', ...form },
  ...extra,
});

describe('startingPoint', () => {
  it('without a first page: the address, and a search on arrival', () => {
    expect(startingPoint(ADDRESS, null, SEARCH, {}, NOW)).toEqual({ state: ADDRESS, text: 'gobierno', resumed: null, focusText: false });
  });

  it('with one: its results, count and cursor, and the request the next page repeats', () => {
    const start = startingPoint(ADDRESS, firstPage(), SEARCH, { limit: 10 }, NOW);
    expect(start.resumed?.results).toMatchObject({ status: 'results', numResults: 40, cursor: 'next-2', loadingMore: false, moreFailed: false });
    expect(start.resumed?.results.results.map((row) => row.id)).toEqual(['1', '2']);
    expect(start.resumed?.request).toMatchObject({ searchText: 'gobierno', filterValues: ['news'], limit: 10 });
  });

  it('keeps what the reader typed before the widget arrived, and the focus', () => {
    const start = startingPoint(ADDRESS, firstPage({}, { text: 'gobierno de', textFocused: true }), SEARCH, {}, NOW);
    expect(start).toMatchObject({ text: 'gobierno de', focusText: true, state: ADDRESS });
    expect(start.resumed).not.toBeNull();
  });

  it.each<[string, Partial<ServerFirstPage['form']>]>([
    ['a filter', { filters: ['news', 'video'] }],
    ['the date', { option: 'lastWeek' }],
  ])('searches on arrival when the reader changed %s in the server form', (_what, form) => {
    const start = startingPoint(ADDRESS, firstPage({}, form), SEARCH, {}, NOW);
    expect(start.resumed).toBeNull();
    expect(start.state).toMatchObject({ searchText: 'gobierno', filters: form.filters ?? ['news'], option: form.option ?? 'any' });
  });

  it('ignores filters and dates the mode does not offer', () => {
    const start = startingPoint(EMPTY_STATE, firstPage({ cards: [] }, { text: null, filters: ['news'], option: 'nextWeek' }), modeSettings('archive'), {}, NOW);
    expect(start.resumed?.results.status).toBe('empty');
    expect(start.text).toBe('');
  });

  it('idle without text, filters or dates; empty when the search found nothing; a count never below the cards shown', () => {
    expect(startingPoint(EMPTY_STATE, firstPage({ cards: [] }, { text: '', filters: [] }), SEARCH, {}, NOW).resumed?.results).toMatchObject({ status: 'idle', numResults: 0, cursor: '' });
    expect(startingPoint(ADDRESS, firstPage({ cards: [], cursorMark: 'x' }), SEARCH, {}, NOW).resumed?.results).toMatchObject({ status: 'empty', numResults: 0, cursor: '' });
    expect(startingPoint(ADDRESS, firstPage({ numResults: 0 }), SEARCH, {}, NOW).resumed?.results.numResults).toBe(2);
  });

  it('skips cards without an id and repeated ids', () => {
    const start = startingPoint(ADDRESS, firstPage({ cards: [card('1'), document.createElement('article'), card('1'), card('3')] }), SEARCH, {}, NOW);
    expect(start.resumed?.results.results.map((row) => row.id)).toEqual(['1', '3']);
  });
});
