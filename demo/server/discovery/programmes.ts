// The programme index's search: by letter (# for a digit), by text, newest content first.
import type { Programme } from '../../../src/api/programme';
import type { ShowsPage } from '../../../src/api/shows';
import { html, trusted, type SafeHtml } from '../pages/html';
import { encodeCursor } from './cursor';
import { folded } from './search-index';

/**
 * The seed has no publication dates for programmes; a fixed shuffle of the seed order stands in
 * for "last published content" so the order is not alphabetical, and the same every day.
 */
export const byLastPublishedContent = (programmes: readonly Programme[]): Programme[] =>
  programmes.map((programme, index) => ({ programme, rank: (index * 17) % programmes.length })).sort((a, b) => a.rank - b.rank).map(({ programme }) => programme);

export function initialOf(name: string): string {
  const first = folded(name.trim()).charAt(0);
  return /\d/.test(first) ? '#' : first.toUpperCase();
}

export function findProgrammes(programmes: readonly Programme[], letter: string, text: string): Programme[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  return byLastPublishedContent(programmes).filter(
    (programme) => (!letter || initialOf(programme.name) === letter.toUpperCase()) && words.every((word) => folded(programme.name).includes(word)),
  );
}

/**
 * The index's grid columns (`minmax(240px, 1fr)` in up to 72rem) are about 270 px wide on a wide
 * screen and the page's width on a phone: the card asks for an image that size, not the 850 px
 * of its `src`, as a CMS's responsive image markup would.
 */
const PROGRAMME_IMAGE_SIZES = '(min-width: 600px) 300px, 100vw';

const programmeSrcSet = (programme: Programme): string => programme.image.sources[0]?.srcset ?? '';

/**
 * How a programme's image loads: `high` for the index's first (its largest paint on a phone, fetched
 * beside the page's stylesheet), `eager` for the others of the first screen, `lazy` below.
 */
export type ProgrammeImageLoading = 'high' | 'eager' | 'lazy';

const IMAGE_LOADING: Record<ProgrammeImageLoading, SafeHtml> = { high: html` fetchpriority="high"`, eager: html``, lazy: html` loading="lazy"` };

/** One programme as the shows search returns it: server HTML, as the CMS renders it. */
export function programmeHtml(programme: Programme, loading: ProgrammeImageLoading = 'lazy'): SafeHtml {
  return html`<article class="programme-card" data-programme-id="${programme.id}">
<a class="programme-card__link" href="${programme.url}"><img class="programme-card__image" src="${programme.image.src}" srcset="${programmeSrcSet(programme)}" sizes="${PROGRAMME_IMAGE_SIZES}" alt="" width="320" height="180"${IMAGE_LOADING[loading]}>
<h2 class="programme-card__name">${programme.name}</h2></a>
<div class="programme-card__resume">${trusted(programme.resume.join(''))}</div>
</article>`;
}

/** The first programmes of the index are in the first screen: their images load at once. */
const EAGER_PROGRAMME_IMAGES = 2;

/** One page of the shows search from `offset`: the same answer for the API and the page's first page. */
export function showsPage(programmes: readonly Programme[], letter: string, text: string, offset: number, limit: number): ShowsPage {
  const matches = findProgrammes(programmes, letter, text);
  const next = offset + limit;
  const loading = (position: number): ProgrammeImageLoading => (position === 0 ? 'high' : position < EAGER_PROGRAMME_IMAGES ? 'eager' : 'lazy');
  const cards = matches.slice(offset, next).map((programme, index) => programmeHtml(programme, loading(offset + index)).value);
  return { html: cards.join('\n'), cursorMark: next < matches.length ? encodeCursor(next) : '' };
}
