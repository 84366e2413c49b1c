// The searcher's state: where it starts (the address) and the request it sends (pure functions).
import { SEARCHER_DEFAULT_LIMIT } from '../../src/constants';
import { filtersForSearchType, SEARCH_FILTER_NAMES, type SearcherRequest, type SearchFilterName } from '../../src/api/searcher';
import { rangeOfArchivePath } from '../discovery-shared/archive-path';
import { payloadDate } from '../discovery-shared/calendar';
import { datesForOption, NO_DATES, optionForDates, type DateOption, type DateRange } from '../discovery-shared/date-options';
import { readSearchAddress } from '../discovery-shared/search-address';
import type { ModeSettings } from './searcher-modes';

export interface SearcherState {
  searchText: string;
  filters: SearchFilterName[];
  option: DateOption;
  /** The picked days when option is `range`. */
  picked: DateRange;
}

export const EMPTY_STATE: SearcherState = { searchText: '', filters: [], option: 'any', picked: NO_DATES };

const MAX_LIMIT = 100;

/** The state an address stands for; a stored range is mapped back to its option. */
export function stateFromAddress(url: URL, settings: ModeSettings & { mode: string }, now: Date): SearcherState {
  if (settings.mode === 'archive') {
    const range = rangeOfArchivePath(url.pathname, now) ?? NO_DATES;
    return { ...EMPTY_STATE, option: optionForDates(range, now, settings.dateOptions), picked: range };
  }
  const stored = readSearchAddress(url, SEARCH_FILTER_NAMES);
  const named = stored.filters.length ? stored.filters : filtersForSearchType(url.searchParams.get('searchtype'));
  const range = { startDate: stored.startDate, endDate: stored.endDate };
  return {
    searchText: settings.hasText ? stored.searchText : '',
    filters: named.filter((name): name is SearchFilterName => (settings.filters as readonly string[]).includes(name)),
    option: optionForDates(range, now, settings.dateOptions),
    picked: range,
  };
}

export const datesOf = (state: SearcherState, now: Date): DateRange => datesForOption(state.option, now, state.picked);

export const isEmptyState = (state: SearcherState, now: Date): boolean => !state.searchText && !state.filters.length && !datesOf(state, now).startDate;

export interface RequestAttributes {
  categoryId?: string;
  moduleId?: string;
  type?: string;
  limit?: number;
  taxonUrl?: string;
}

export function searcherRequest(state: SearcherState, attributes: RequestAttributes, settings: ModeSettings, now: Date): SearcherRequest {
  const { startDate, endDate } = datesOf(state, now);
  const type = attributes.type || settings.type;
  const limit = attributes.limit && attributes.limit > 0 ? Math.min(Math.floor(attributes.limit), MAX_LIMIT) : SEARCHER_DEFAULT_LIMIT;
  return {
    filterValues: state.filters,
    dateValue: { start: startDate ? payloadDate(startDate) : null, end: endDate ? payloadDate(endDate) : null },
    searchText: state.searchText,
    categoryId: attributes.categoryId ?? '',
    moduleId: attributes.moduleId ?? '',
    type,
    limit,
    ...(type === 'newsletter' && attributes.taxonUrl ? { taxonUrl: attributes.taxonUrl } : {}),
  };
}
