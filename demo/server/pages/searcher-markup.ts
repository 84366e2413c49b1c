// The searcher's markup as a CMS template writes it inside <np-searcher> (see
// widgets/searcher/README.md): the form holding a state, the summary, and a page of result cards,
// element for element as the widget renders them (first-page.test.tsx compares the two).
import type { ListingCard } from '../../../src/api/content';
import type { SearcherResponse } from '../../../src/api/searcher';
import '../../../src/i18n/cards';
import { translator, type Translate } from '../../../src/i18n';
import { SEARCHER_LIST_PAGE_SIZE } from '../../../src/constants';
import { inPages } from '../../../src/lists/pages';
import { eventBadgeText, type EventOf } from '../../../widgets/discovery-shared/event-badge';
import { occurrenceKind } from '../../../widgets/discovery-shared/event-occurrence';
import { readableDay } from '../../../widgets/discovery-shared/display-dates';
import { imageAt, imageSrcSet } from '../../../widgets/discovery-shared/image-sources';
import { mediaBadge } from '../../../widgets/discovery-shared/media-badge';
import { RESULT_IMAGE_SIZES } from '../../../widgets/discovery-shared/ResultImage';
import type { ModeSettings } from '../../../widgets/searcher/searcher-modes';
import type { SearcherState } from '../../../widgets/searcher/searcher-state';
import type { Lang } from '../sites';
import { attributes, html, trusted, type HtmlValue, type SafeHtml } from './html';

/** The searcher's form action: its address without JavaScript. */
export const SEARCH_PATH = '/buscar/';
/** Results whose image loads at once, as in the widget (ResultList); the first is the page's LCP image. */
const EAGER_IMAGES = 2;

function image(card: ListingCard, index: number): HtmlValue {
  if (!card.image) return '';
  const { url, width, height } = card.image;
  return html`<img${attributes({
    class: 'np-card__image',
    src: imageAt(url, 410, '16-9'),
    srcset: imageSrcSet(url, { ratio: '16-9', format: 'webp', maxWidth: width }),
    sizes: RESULT_IMAGE_SIZES,
    alt: '',
    width,
    height,
    loading: index < EAGER_IMAGES ? undefined : 'lazy',
    fetchpriority: index === 0 ? 'high' : undefined,
  })}>`;
}

const linked = (link: { name: string; url: string }): HtmlValue => (link.url ? html`<a href="${link.url}">${link.name}</a>` : link.name);

function authors(card: ListingCard, t: Translate): HtmlValue {
  if (!card.authors.length) return card.signature ? html`<span class="np-card__authors">${card.signature}</span>` : '';
  const names = card.authors.map((author, index) => html`<span>${index > 0 ? ', ' : ''}${author.url ? html`<a href="${author.url}">${author.name}</a>` : author.name}</span>`);
  return html`<span class="np-card__authors">${t('card.by')} ${names}</span>`;
}

function resultCard(card: ListingCard, index: number, lang: Lang, t: Translate): SafeHtml {
  if (card.event) return eventCard(card, card.event, index, lang, t);
  const opinion = card.articleNewsTypeEnum === 'opinion';
  const published = readableDay(card.publishedDate, lang, true);
  const kicker = card.kicker ? html`<p class="np-card__kicker">${card.kicker.href ? html`<a href="${card.kicker.href}">${card.kicker.text}</a>` : card.kicker.text}</p>` : '';
  return html`<article class="np-card${opinion ? ' np-card--opinion' : ''}" data-content-id="${card.id}">${image(card, index)}<div class="np-card__body">${
    opinion ? html`<p class="np-card__label">${t('card.opinion')}</p>` : ''
  }${kicker}<h2 class="np-card__title"><a href="${card.url}">${card.title}</a></h2>${
    // The site's own HTML, as its article pages print it.
    card.description[0] ? html`<div class="np-card__description">${trusted(card.description[0])}</div>` : ''
  }<p class="np-card__meta">${authors(card, t)}${published ? html`<time datetime="${published.machine}">${published.text}</time>` : ''}${
    card.mediaInfo ? html`<span class="np-card__badge np-card__badge--${card.mediaInfo.type}">${mediaBadge(card.mediaInfo, t)}</span>` : ''
  }</p></div></article>`;
}

const detail = (label: string, value: HtmlValue): SafeHtml => html`<div class="np-event__detail"><dt>${label}</dt><dd>${value}</dd></div>`;

function eventCard(card: ListingCard, event: EventOf, index: number, lang: Lang, t: Translate): SafeHtml {
  const kind = occurrenceKind(event);
  const details = [
    event.location ? detail(t('event.where'), html`${linked(event.location)}${event.address ? ` · ${event.address}` : ''}`) : '',
    event.modality ? detail(t('event.modality'), linked(event.modality)) : '',
    event.thematics.length ? detail(t('event.thematics'), event.thematics.map((thematic, at) => html`<span>${at > 0 ? ', ' : ''}${linked(thematic)}</span>`)) : '',
    event.timetable.length ? detail(t('event.timetable'), event.timetable.join(' · ')) : '',
  ];
  return html`<article class="np-card np-event" data-content-id="${card.id}">${image(card, index)}<div class="np-card__body"><p class="np-event__badge np-event__badge--${kind}" data-np-event-badge="${kind}">${eventBadgeText(
    event,
    lang,
    t,
  )}</p><h2 class="np-card__title"><a href="${card.url}">${card.title}</a></h2><dl class="np-event__details">${details}</dl></div></article>`;
}

function form(state: SearcherState, settings: ModeSettings, t: Translate): SafeHtml {
  const text = settings.hasText
    ? html`<div class="np-searcher__field np-searcher__field--text"><label for="np-searcher-text">${t('search.text')}</label><input id="np-searcher-text" type="search" name="searchText" value="${state.searchText}"></div>`
    : '';
  const filters = settings.filters.length
    ? html`<fieldset class="np-searcher__filters"><legend>${t('searcher.filters')}</legend>${settings.filters.map(
        (name) => html`<label class="np-searcher__filter"><input${attributes({ type: 'checkbox', name, value: 'true', checked: state.filters.includes(name) })}>${t(`searcher.filter.${name}`)}</label>`,
      )}</fieldset>`
    : '';
  const options = settings.dateOptions.map((option) => html`<option${attributes({ value: option, selected: option === state.option })}>${t(`date.${option}`)}</option>`);
  return html`<form class="np-searcher__form" role="search" aria-label="${t('searcher.label')}" action="${SEARCH_PATH}" novalidate>${text}${filters}<div class="np-searcher__dates"><div class="np-searcher__field"><label for="np-searcher-date">${t(
    'date.label',
  )}</label><select id="np-searcher-date" name="dateValue">${options}</select></div></div><div class="np-searcher__actions">${
    settings.hasText ? html`<button type="submit" class="np-searcher__submit">${t('search.submit')}</button>` : ''
  }<button type="submit" class="np-searcher__clear" name="clear" value="1">${t('searcher.clear')}</button></div></form>`;
}

export interface SearcherMarkup {
  state: SearcherState;
  settings: ModeSettings & { mode: string };
  lang: Lang;
  /** The first page's answer; null while idle (no text, filter or date). */
  answer: SearcherResponse | null;
}

/** `<div data-np-first-page>` with the form, the summary and the answer's cards, for inside `<np-searcher>`. */
export function searcherMarkup({ state, settings, lang, answer }: SearcherMarkup): SafeHtml {
  const t = translator(lang);
  const cards = answer?.results ?? [];
  const numResults = answer?.numResults ?? 0;
  const cursorMark = answer?.searcherPayload.cursorMark ?? '';
  const summary = !answer ? t('searcher.idle') : !cards.length ? t('searcher.not-results') : numResults === 1 ? t('searcher.result') : t('searcher.results', { count: numResults });
  return html`<div class="np-searcher np-searcher--${settings.mode}" data-np-first-page data-num-results="${numResults}" data-cursor-mark="${cursorMark}">${form(state, settings, t)}<div class="np-searcher__results"><p class="np-searcher__summary" role="status">${summary}</p><div role="list" class="np-searcher__list" aria-label="${t(
    'searcher.list',
  )}" aria-busy="false">${inPages(cards, SEARCHER_LIST_PAGE_SIZE).map(
    (page, pageIndex) =>
      html`<div role="none" class="np-searcher__page">${page.map((card, index) => html`<div role="listitem" class="np-searcher__item">${resultCard(card, pageIndex * SEARCHER_LIST_PAGE_SIZE + index, lang, t)}</div>`)}</div>`,
  )}</div>${cursorMark ? html`<div class="np-searcher__sentinel" aria-hidden="true"></div><div class="np-searcher__runway" aria-hidden="true"></div>` : ''}</div></div>`;
}
