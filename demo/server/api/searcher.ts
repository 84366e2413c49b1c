// POST /webapi/searcher/ and POST /webapi/searcher/{cursor} over the seeded contents.
import type { SearcherRequest, SearcherResponse } from '../../../src/api/searcher';
import { decodeCursor, encodeCursor } from '../discovery/cursor';
import { searchSeed, toListingCard } from '../discovery/search-index';
import type { Seed } from '../seed/types';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';

const MAX_LIMIT = 100;
const DEFAULT_LIMIT = 20;

const str = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The request as the widget sends it, every field checked (a bad field is ignored, not trusted). */
export function readSearcherRequest(body: unknown): SearcherRequest {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const dates = typeof record.dateValue === 'object' && record.dateValue !== null ? (record.dateValue as Record<string, unknown>) : {};
  const limit = Number(record.limit);
  return {
    filterValues: Array.isArray(record.filterValues) ? (record.filterValues.filter((each) => typeof each === 'string') as SearcherRequest['filterValues']) : [],
    dateValue: { start: str(dates.start) || null, end: str(dates.end) || null },
    searchText: str(record.searchText).slice(0, 200),
    categoryId: str(record.categoryId),
    moduleId: str(record.moduleId),
    type: str(record.type),
    limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, MAX_LIMIT) : DEFAULT_LIMIT,
    ...(str(record.taxonUrl) ? { taxonUrl: str(record.taxonUrl) } : {}),
  };
}

/** One page of the answer from `offset`; the searcher page's first page is the same (pages/searcher-first-page.ts). */
export function searchAnswer(seed: Seed, request: SearcherRequest, offset: number): SearcherResponse {
  const matches = searchSeed(seed, request);
  const next = offset + request.limit;
  return {
    results: matches.slice(offset, next).map(toListingCard),
    numResults: matches.length,
    searcherPayload: { cursorMark: next < matches.length ? encodeCursor(next) : '', categoryId: request.categoryId, moduleId: request.moduleId, limit: request.limit },
  };
}

function search(ctx: ApiContext): Promise<ApiResult> {
  return withJsonBody(ctx, (body) => {
    const offset = decodeCursor(ctx.params.cursor);
    if (offset === null) return fail(400, 'INVALID_CURSOR');
    return ok(searchAnswer(ctx.state.seed, readSearcherRequest(body), offset));
  });
}

export const searcherRoutes: ApiRoute[] = [
  { method: 'POST', path: '/webapi/searcher/', handler: search },
  { method: 'POST', path: '/webapi/searcher/:cursor', handler: search },
];
