// GET /webapi/shows/search/ and GET /webapi/shows/search/{cursor}: programmes as HTML, paged.
import type { ShowsPage } from '../../../src/api/shows';
import { decodeCursor } from '../discovery/cursor';
import { showsPage } from '../discovery/programmes';
import { fail, ok } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';

const DEFAULT_LIMIT = 12;
const MAX_LIMIT = 60;

function showsSearch(ctx: ApiContext): ApiResult {
  const offset = decodeCursor(ctx.params.cursor);
  if (offset === null) return fail(400, 'INVALID_CURSOR');
  const query = ctx.url.searchParams;
  if (query.get('types') && query.get('types') !== 'program') return ok({ html: '', cursorMark: '' } satisfies ShowsPage);
  const asked = Number(query.get('limit'));
  const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_LIMIT) : DEFAULT_LIMIT;
  const letter = (query.get('letter') ?? '').slice(0, 1);
  return ok(showsPage(ctx.state.seed.programmes, letter, (query.get('text') ?? '').slice(0, 100), offset, limit));
}

export const showsRoutes: ApiRoute[] = [
  { method: 'GET', path: '/webapi/shows/search/', handler: showsSearch },
  { method: 'GET', path: '/webapi/shows/search/:cursor', handler: showsSearch },
];
