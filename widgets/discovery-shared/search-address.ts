// The searcher's state in the address (spec: discovery, section 2): searchText, the filter names,
// startDate and endDate (YYYY-MM-DD). A selected filter appears as `<name>=true`.
import { endOfDay, isoDay, parseIsoDay } from './calendar';
import type { DateRange } from './date-options';

export interface SearchAddressState extends DateRange {
  searchText: string;
  filters: string[];
}

const TEXT = 'searchText';
const START = 'startDate';
const END = 'endDate';

/** Text from `searchText`, else the opening page's `text`, else the `/buscar/{text}` path. */
function textOf(url: URL): string {
  const fromQuery = url.searchParams.get(TEXT) ?? url.searchParams.get('text');
  if (fromQuery !== null) return fromQuery.trim();
  const match = /^\/buscar\/([^/]+)\/?$/.exec(url.pathname);
  if (!match?.[1]) return '';
  try {
    return decodeURIComponent(match[1]).trim();
  } catch {
    return '';
  }
}

export function readSearchAddress(url: URL, filterNames: readonly string[]): SearchAddressState {
  const startDate = parseIsoDay(url.searchParams.get(START));
  const endParsed = parseIsoDay(url.searchParams.get(END));
  const endDate = endParsed ? endOfDay(endParsed) : startDate ? endOfDay(startDate) : null;
  const valid = startDate && endDate && endDate >= startDate;
  return {
    searchText: textOf(url),
    filters: filterNames.filter((name) => url.searchParams.get(name) === 'true'),
    startDate: valid ? startDate : null,
    endDate: valid ? endDate : null,
  };
}

/** The address with the state written into it; other parameters are kept. */
export function writeSearchAddress(url: URL, state: SearchAddressState, filterNames: readonly string[]): string {
  const next = new URL(url.href);
  const params = next.searchParams;
  for (const name of [TEXT, 'text', 'searchtype', START, END, ...filterNames]) params.delete(name);
  if (state.searchText) params.set(TEXT, state.searchText);
  for (const name of state.filters) params.set(name, 'true');
  if (state.startDate && state.endDate) {
    params.set(START, isoDay(state.startDate));
    params.set(END, isoDay(state.endDate));
  }
  const query = params.toString();
  return `${next.pathname}${query ? `?${query}` : ''}${next.hash}`;
}
