// Where the searcher starts: the address's state, and the server's first page when the CMS rendered
// one (first-page.ts) and the reader has not changed its filters or dates before the widget arrived.
import type { SearchFilterName } from '../../src/api/searcher';
import { NO_DATES } from '../discovery-shared/date-options';
import type { ServerFirstPage } from './first-page';
import type { ModeSettings } from './searcher-modes';
import { isEmptyState, searcherRequest, type RequestAttributes, type SearcherState } from './searcher-state';
import { IDLE, type ResumedSearch, type ServerResult } from './use-search-results';

export interface StartingPoint {
  state: SearcherState;
  /** The text field's value: what the reader typed in the server's form, else the address's text. */
  text: string;
  /** The first page to show without a call; null: the widget searches on arrival as usual. */
  resumed: ResumedSearch | null;
  /** The reader was typing in the server's text field: the widget's field takes the focus. */
  focusText: boolean;
}

const sameFilters = (a: readonly SearchFilterName[], b: readonly SearchFilterName[]) => a.length === b.length && a.every((name) => b.includes(name));

function serverResults(cards: readonly Element[]): ServerResult[] {
  const seen = new Set<string>();
  return cards.flatMap((node) => {
    const id = node.getAttribute('data-content-id') ?? '';
    if (!id || seen.has(id)) return [];
    seen.add(id);
    return [{ id, node }];
  });
}

export function startingPoint(address: SearcherState, firstPage: ServerFirstPage | null, settings: ModeSettings, attributes: RequestAttributes, now: Date): StartingPoint {
  if (!firstPage) return { state: address, text: address.searchText, resumed: null, focusText: false };
  const { form } = firstPage;
  const text = settings.hasText && form.text !== null ? form.text : address.searchText;
  const filters = form.filters.filter((name) => settings.filters.includes(name));
  const option = form.option !== null && settings.dateOptions.includes(form.option) ? form.option : address.option;
  const start = { state: address, text, focusText: form.textFocused };
  if (!sameFilters(filters, address.filters) || option !== address.option) {
    return { ...start, state: { ...address, filters, option, picked: option === address.option ? address.picked : NO_DATES }, resumed: null };
  }
  const results = serverResults(firstPage.cards);
  const idle = isEmptyState(address, now) && !settings.searchesEmpty;
  const status = results.length ? 'results' : idle ? 'idle' : 'empty';
  return {
    ...start,
    resumed: {
      results: { ...IDLE, status, results, numResults: results.length ? Math.max(firstPage.numResults, results.length) : 0, cursor: results.length ? firstPage.cursorMark : '' },
      request: searcherRequest(address, attributes, settings, now),
    },
  };
}
