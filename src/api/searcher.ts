// POST /webapi/searcher/ and /webapi/searcher/{cursor} (spec: discovery, sections 3 and 7).
import { apiRequest } from './request';
import type { ListingCard, SearchableContentType } from './content';
import { listingCards } from './listing-card';
import { finite, isRecord, text } from './read';

/** The searcher's filters and the content types each stands for (spec section 1 lists the types). */
export const SEARCH_FILTERS = {
  news: ['article', 'interview', 'longform', 'live', 'streaming', 'scrollytelling', 'digital-interview', 'file', 'external'],
  opinion: ['opinion'],
  blogs: ['blog-post'],
  video: ['video', 'video-embed'],
  audio: ['audio'],
  photos: ['photo-gallery'],
  participation: ['test', 'poll', 'ugc-call', 'ugc-participation'],
  events: ['event'],
} as const satisfies Record<string, readonly SearchableContentType[]>;

export type SearchFilterName = keyof typeof SEARCH_FILTERS;
export const SEARCH_FILTER_NAMES = Object.keys(SEARCH_FILTERS) as SearchFilterName[];

/** The search opening's `searchtype` (all, news, other) as searcher filters. */
export function filtersForSearchType(searchType: string | null | undefined): SearchFilterName[] {
  if (searchType === 'news') return ['news'];
  if (searchType === 'other') return SEARCH_FILTER_NAMES.filter((name) => name !== 'news');
  return [];
}

export interface SearcherRequest {
  filterValues: SearchFilterName[];
  /** `YYYY-MM-DD HH:mm:ss` in site-local time, or null for no bound. */
  dateValue: { start: string | null; end: string | null };
  searchText: string;
  categoryId: string;
  moduleId: string;
  /** `agenda` and `newsletter` among others; empty for a plain search. */
  type: string;
  limit: number;
  /** Newsletter type only. */
  taxonUrl?: string;
}

export interface SearcherPayload {
  /** Non-empty while more results exist. */
  cursorMark: string;
  categoryId: string;
  moduleId: string;
  limit: number;
}

export interface SearcherResponse {
  results: ListingCard[];
  numResults: number;
  searcherPayload: SearcherPayload;
}

export function readSearcherResponse(body: unknown): SearcherResponse {
  const record = isRecord(body) ? body : {};
  const payload = isRecord(record.searcherPayload) ? record.searcherPayload : {};
  const results = listingCards(record.results);
  return {
    results,
    numResults: Math.max(finite(record.numResults, results.length), 0),
    searcherPayload: { cursorMark: text(payload.cursorMark), categoryId: text(payload.categoryId), moduleId: text(payload.moduleId), limit: finite(payload.limit) },
  };
}

/** One page of results: the first without a cursor, the next ones with the last cursorMark. */
export async function searchContents(request: SearcherRequest, cursor = ''): Promise<SearcherResponse> {
  const url = cursor ? `/webapi/searcher/${encodeURIComponent(cursor)}` : '/webapi/searcher/';
  return readSearcherResponse(await apiRequest({ method: 'POST', url, data: request }));
}
