// Listings: news, opinion, blog, authors, newsletter archive, events. Each shows its first page
// and ends in <np-load-more next-page="…"> (the `end` slot of listingPage()), as a CMS renders it.
import { box, topLeaderboard } from './ads';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html, type SafeHtml } from './html';
import { layout } from './layout';
import { listingPage as firstPageOf, type ListingKind } from './listing-pages';
import type { ShellTexts } from './texts';
import { adSlot, loadMore } from './widgets';

function listingPage(ctx: PageContext, texts: ShellTexts, list: SafeHtml, end: SafeHtml = html``): PageResult {
  const main = html`<div class="ad ad--top">${adSlot(topLeaderboard(ctx.site, 'listado'))}</div>
<div class="listing"><h1 class="page-title">${texts.title}</h1><p class="page-intro">${texts.intro}</p>${list}${end}</div>`;
  return htmlResult(layout(ctx, { title: texts.title, main, pageClass: 'page-listing' }));
}

/** The first page of a listing as a list, ad slots among the cards, and the load-more after it. */
function pagedListing(ctx: PageContext, texts: ShellTexts, kind: ListingKind, listClass: string, withAds = true): PageResult {
  const { items, nextPage } = firstPageOf(ctx, kind, 1);
  const between = new Map(withAds ? [[3, adSlot(box(ctx.site, 'listado', 'list1'))], [11, adSlot(box(ctx.site, 'listado', 'list2'), { lazy: true })]] : []);
  const rows = items.map((item, index) => {
    const extra = between.get(index);
    return html`${item}${extra ? html`<li class="card-list__item card-list__item--wide">${extra}</li>` : ''}`;
  });
  return listingPage(ctx, texts, html`<ul class="${listClass}">${rows}</ul>`, nextPage ? loadMore(nextPage) : html``);
}

export const newsListing = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.news, 'news', 'card-list');

export const opinionListing = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.opinion, 'opinion', 'card-list');

export const blogListing = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.blog, 'blog', 'card-list');

export const eventsListing = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.events, 'events', 'card-list');

export const authorsListing = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.authors, 'authors', 'author-list', false);

export const newsletterArchive = (ctx: PageContext): PageResult => pagedListing(ctx, ctx.texts.listings.newsletters, 'newsletters', 'newsletter-list', false);
