// GET /webapi/listing/{kind}/{page}: the next page of a listing for <np-load-more>, as HTML.
import type { LoadMorePage } from '../../../src/api/load-more';
import type { PageContext } from '../pages/context';
import { isListingKind, listingPage } from '../pages/listing-pages';
import { PAGE_TEXTS } from '../pages/texts';
import { fail, ok } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';

const MAX_PAGE = 1_000;

const pageContext = (ctx: ApiContext): PageContext => ({
  site: ctx.site,
  host: ctx.host,
  url: ctx.url,
  preview: false,
  state: ctx.state,
  texts: PAGE_TEXTS[ctx.site.lang],
  cookies: ctx.cookies,
});

function nextListingPage(ctx: ApiContext): ApiResult {
  const kind = ctx.params.kind ?? '';
  const page = Number(ctx.params.page);
  if (!isListingKind(kind) || !Number.isInteger(page) || page < 2 || page > MAX_PAGE) return fail(404, 'NOT_FOUND');
  const { items, nextPage } = listingPage(pageContext(ctx), kind, page);
  const body: LoadMorePage = { html: items.map((item) => item.value).join('\n'), nextPage };
  return ok(body);
}

export const loadMoreRoutes: ApiRoute[] = [{ method: 'GET', path: '/webapi/listing/:kind/:page', handler: nextListingPage }];
