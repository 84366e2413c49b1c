// The items of each listing, page by page: page 1 is in the listing's HTML, the next ones come
// from GET /webapi/listing/{kind}/{page} through <np-load-more>. Each next page repeats the last
// item of the page before, as a live listing does when a content is published meanwhile; the
// widget removes that duplicate.
import type { Seed } from '../seed/types';
import { authorCard, card } from './cards';
import type { PageContext } from './context';
import { html, trusted, type SafeHtml } from './html';
import { newsContents, upcomingEvents } from './queries';

export const LISTING_KINDS = ['news', 'opinion', 'blog', 'events', 'authors', 'newsletters'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];

export const LISTING_PAGE_SIZES: Readonly<Record<ListingKind, number>> = { news: 20, opinion: 10, blog: 10, events: 20, authors: 8, newsletters: 3 };

export const isListingKind = (value: string): value is ListingKind => (LISTING_KINDS as readonly string[]).includes(value);

export const listingPageUrl = (kind: ListingKind, page: number): string => `/webapi/listing/${kind}/${page}`;

/** A newsletter's own archive of issues (its taxon address). */
export const newsletterPath = (id: string): string => `/boletines/${id}/`;

const contentsOf = (seed: Seed, kind: ListingKind) => {
  if (kind === 'news') return newsContents(seed);
  if (kind === 'opinion') return seed.contents.filter((content) => content.articleNewsTypeEnum === 'opinion');
  if (kind === 'blog') return seed.contents.filter((content) => content.contentType === 'blog-post');
  return upcomingEvents(seed, Number.POSITIVE_INFINITY);
};

/** Every item of a listing, as the `<li>` a CMS renders (each carries its content id). */
export function listingItems(ctx: PageContext, kind: ListingKind): SafeHtml[] {
  const { seed } = ctx.state;
  if (kind === 'authors') return seed.authors.map((author) => html`<li data-content-id="author-${author.id}">${authorCard(author)}</li>`);
  if (kind === 'newsletters') {
    return seed.newsletters.map(
      (newsletter) => html`<li class="newsletter-item" data-content-id="newsletter-${newsletter.id}"><h2 class="newsletter-item__name"><a href="${newsletterPath(newsletter.id)}">${trusted(newsletter.name)}</a></h2><p>${newsletter.description}</p></li>`,
    );
  }
  return contentsOf(seed, kind).map((content) => html`<li class="card-list__item">${card(ctx, content, { level: 2 })}</li>`);
}

export interface ListingPage {
  items: SafeHtml[];
  /** The address of the page after this one, or null at the end. */
  nextPage: string | null;
}

/** Page `page` (from 1) of a listing; pages after the first start with the previous page's last item. */
export function listingPage(ctx: PageContext, kind: ListingKind, page: number): ListingPage {
  const all = listingItems(ctx, kind);
  const size = LISTING_PAGE_SIZES[kind];
  const end = page * size;
  const start = page === 1 ? 0 : Math.max(end - size - 1, 0);
  return { items: all.slice(start, end), nextPage: end < all.length ? listingPageUrl(kind, page + 1) : null };
}
