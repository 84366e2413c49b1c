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

/** One programme as the shows search returns it: server HTML, as the CMS renders it. */
/** `eager` for the first cards of the index, where its largest paint is. */
export function programmeHtml(programme: Programme, eager = false): SafeHtml {
  return html`<article class="programme-card" data-programme-id="${programme.id}">
<a class="programme-card__link" href="${programme.url}"><img class="programme-card__image" src="${programme.image.src}" srcset="${programmeSrcSet(programme)}" sizes="${PROGRAMME_IMAGE_SIZES}" alt="" width="320" height="180"${eager ? '' : html` loading="lazy"`}>
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
  const cards = matches.slice(offset, next).map((programme, index) => programmeHtml(programme, offset + index < EAGER_PROGRAMME_IMAGES).value);
  return { html: cards.join('\n'), cursorMark: next < matches.length ? encodeCursor(next) : '' };
}
