// Listings: news, opinion, blog, authors, newsletter archive, events.
// Each ends where a CMS puts <np-load-more next-page="…"> (the `end` slot of listingPage()).
import type { DemoContent } from '../seed/types';
import { box, topLeaderboard } from './ads';
import { authorCard, cardList } from './cards';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html, trusted, type SafeHtml } from './html';
import { layout } from './layout';
import { newsContents, upcomingEvents } from './queries';
import type { ShellTexts } from './texts';
import { adSlot } from './widgets';

export const LISTING_PAGE_SIZE = 20;

function listingPage(ctx: PageContext, texts: ShellTexts, list: SafeHtml, end: SafeHtml = html``): PageResult {
  const main = html`<div class="ad ad--top">${adSlot(topLeaderboard(ctx.site, 'listado'))}</div>
<div class="listing"><h1 class="page-title">${texts.title}</h1><p class="page-intro">${texts.intro}</p>${list}${end}</div>`;
  return htmlResult(layout(ctx, { title: texts.title, main, pageClass: 'page-listing' }));
}

function contentListing(ctx: PageContext, texts: ShellTexts, contents: readonly DemoContent[]): PageResult {
  const between = new Map([
    [3, adSlot(box(ctx.site, 'listado', 'list1'))],
    [11, adSlot(box(ctx.site, 'listado', 'list2'), { lazy: true })],
  ]);
  return listingPage(ctx, texts, cardList(ctx, contents.slice(0, LISTING_PAGE_SIZE), { level: 2, between }));
}

export const newsListing = (ctx: PageContext): PageResult => contentListing(ctx, ctx.texts.listings.news, newsContents(ctx.state.seed));

export const opinionListing = (ctx: PageContext): PageResult =>
  contentListing(ctx, ctx.texts.listings.opinion, ctx.state.seed.contents.filter((content) => content.articleNewsTypeEnum === 'opinion'));

export const blogListing = (ctx: PageContext): PageResult =>
  contentListing(ctx, ctx.texts.listings.blog, ctx.state.seed.contents.filter((content) => content.contentType === 'blog-post'));

export const eventsListing = (ctx: PageContext): PageResult =>
  contentListing(ctx, ctx.texts.listings.events, upcomingEvents(ctx.state.seed, LISTING_PAGE_SIZE));

export function authorsListing(ctx: PageContext): PageResult {
  const items = ctx.state.seed.authors.map((author) => html`<li>${authorCard(author)}</li>`);
  return listingPage(ctx, ctx.texts.listings.authors, html`<ul class="author-list">${items}</ul>`);
}

export function newsletterArchive(ctx: PageContext): PageResult {
  const items = ctx.state.seed.newsletters.map(
    (newsletter) => html`<li class="newsletter-item"><h2 class="newsletter-item__name">${trusted(newsletter.name)}</h2><p>${newsletter.description}</p></li>`,
  );
  return listingPage(ctx, ctx.texts.listings.newsletters, html`<ul class="newsletter-list">${items}</ul>`);
}
