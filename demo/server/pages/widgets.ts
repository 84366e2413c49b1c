// The widget tags a CMS template places. Add a function here for each new widget, then call it
// from the page templates (header in chrome.ts, article in article.ts, and so on).
import type { AdPosition } from '../../../src/api/ad';
import type { ShowsPage } from '../../../src/api/shows';
import type { Lang } from '../sites';
import { attributes, html, SafeHtml, trusted, type AttributeValue } from './html';
import { lastHourMarkup } from './last-hour-markup';

export type WidgetAttributes = Readonly<Record<string, AttributeValue | object>>;

const WIDGET_TAG = /^np-[a-z0-9-]+$/;

/** `<np-… attr="…"></np-…>`: objects and arrays become JSON attributes; every value is escaped. */
export function widgetTag(tag: string, values: WidgetAttributes = {}): SafeHtml {
  if (!WIDGET_TAG.test(tag)) throw new Error(`Not a widget tag: ${tag}`);
  const flat: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(values)) {
    flat[name] = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  }
  return new SafeHtml(`<${tag}${attributes(flat).value}></${tag}>`);
}

/** A widget with server HTML inside it, shown until the widget renders (and replaces it). */
export function widgetWithFallback(tag: string, values: WidgetAttributes, fallback: SafeHtml): SafeHtml {
  const empty = widgetTag(tag, values).value;
  return new SafeHtml(`${empty.slice(0, -`</${tag}>`.length)}${fallback.value}</${tag}>`);
}

/** `<np-header>` with a fallback inside it for readers without JavaScript (the widget replaces it). */
export const siteHeaderTag = (values: WidgetAttributes, fallback: SafeHtml): SafeHtml => widgetWithFallback('np-header', values, fallback);

/** `<np-share-bar>`: absolute URL and title of the page to share. */
export function shareBar(url: string, title: string): SafeHtml {
  return widgetTag('np-share-bar', { url, title });
}

/** `<np-ad-slot>`; `lazy` loads it when it nears the viewport. */
export function adSlot(position: AdPosition, options: { lazy?: boolean } = {}): SafeHtml {
  return widgetTag('np-ad-slot', { position, loading: options.lazy ? 'lazy' : undefined });
}

// Reader accounts (issue 4).
/** `<np-login>` (/acceso), `<np-forgot-password>`, `<np-change-password>`, `<np-register>`. */
export const accountForm = (tag: 'np-login' | 'np-forgot-password' | 'np-change-password' | 'np-register', values: WidgetAttributes = {}): SafeHtml => widgetTag(tag, values);

/** `<np-profile>` with the code-to-name maps of its selects; the tab comes from the path. */
export function profile(maps: { countries: object; provinces: object; cities: object }): SafeHtml {
  return widgetTag('np-profile', maps);
}

/** `<np-user-button>` in the header. */
export const userButton = (): SafeHtml => widgetTag('np-user-button');

/** `<np-like-button>` for a content or an author. */
export const likeButton = (target: { contentId: string } | { authorId: string }): SafeHtml =>
  widgetTag('np-like-button', 'contentId' in target ? { 'content-id': target.contentId } : { 'author-id': target.authorId });

/** `<np-newsletter-signup>`. */
export const newsletterSignup = (): SafeHtml => widgetTag('np-newsletter-signup');

/** `<np-alert-banner alerts="[…]">`. */
export const alertBanner = (alerts: readonly object[]): SafeHtml => widgetTag('np-alert-banner', { alerts });

/** `<np-error-page code="404">`. */
export const errorPage = (code: 401 | 403 | 404 | 410 | 500): SafeHtml => widgetTag('np-error-page', { code });

// Content discovery (issue 5).
/** `<np-searcher mode="…">` on /buscar/, /agenda/, /hemeroteca/ and newsletter archives. */
export const searcher = (mode: 'search' | 'agenda' | 'archive' | 'newsletter', values: WidgetAttributes = {}): SafeHtml => widgetTag('np-searcher', { mode, ...values });

/** `<np-search-opening text searchtype>` on /buscar. */
export const searchOpening = (text: string, searchtype: string): SafeHtml => widgetTag('np-search-opening', { text: text || undefined, searchtype: searchtype || undefined });

/** `<np-header-search>` in the header. */
export const headerSearch = (): SafeHtml => widgetTag('np-header-search');

/** `<np-load-more next-page>` right after a listing. */
export const loadMore = (nextPage: string): SafeHtml => widgetTag('np-load-more', { 'next-page': nextPage });

/**
 * `<np-programme-index>` on /programas/, with the index's first page inside it exactly as the shows
 * search answers it (its HTML, and its cursorMark on the container): painted with the page, and
 * read by the widget instead of a first call.
 */
export const programmeIndex = (firstPage: ShowsPage): SafeHtml =>
  widgetWithFallback('np-programme-index', {}, html`<div data-np-first-page data-cursor-mark="${firstPage.cursorMark}">${trusted(firstPage.html)}</div>`);

/** `<np-programme-nav items="[{name, url}]">` on programme pages. */
export const programmeNav = (items: readonly object[]): SafeHtml => widgetTag('np-programme-nav', { items });

/** `<np-schedule-carousel items="[schedule cards]">` on the front page. */
export const scheduleCarousel = (items: readonly object[]): SafeHtml => widgetTag('np-schedule-carousel', { items });

/** `<np-most-read tabs="[{label, items: [cards]}, …]">` on the front page: two ranked lists behind two tabs. */
export const mostRead = (tabs: ReadonlyArray<{ label: string; items: readonly object[] }>): SafeHtml => widgetTag('np-most-read', { tabs });

/** `<np-event-module events="[cards]">` on the agenda. */
export const eventModule = (events: readonly object[]): SafeHtml => widgetTag('np-event-module', { events });

// Paywall (issue 8).
/** `<np-paywall content-id access="{…}">` on an article. */
export const paywall = (contentId: string, access: object): SafeHtml => widgetTag('np-paywall', { 'content-id': contentId, access });

/** `<np-paywall-version-banner>` at the top of every page: shows only while a test version is in the cookie. */
export const paywallVersionBanner = (): SafeHtml => widgetTag('np-paywall-version-banner');

// Header, side panels and side bar (issue 8).
/** `<np-last-hour items="[cards]">` under the header, with its strip written inside (last-hour-markup.ts). */
export function lastHour(items: readonly object[], lang: Lang): SafeHtml {
  const strip = lastHourMarkup(items, lang);
  return strip ? widgetWithFallback('np-last-hour', { items }, strip) : widgetTag('np-last-hour', { items });
}

/** `<np-hot-topics topics="[…]">` (the header renders its own from its `topics`). */
export const hotTopics = (topics: readonly object[]): SafeHtml => widgetTag('np-hot-topics', { topics });

/** `<np-side-bar url title comment-count>` after the article, inside its wrapper. */
export const sideBar = (url: string, title: string, commentCount: number): SafeHtml => widgetTag('np-side-bar', { url, title, 'comment-count': commentCount });
// Comments and polls (issue 9).
/** `<np-comments id="comments">` at the article's #comments anchor; `closed` only when closed. */
export const comments = (contentId: string, count: number, closed: boolean): SafeHtml =>
  widgetTag('np-comments', { id: 'comments', 'content-id': contentId, count, closed: closed ? '' : undefined });

/** `<np-poll>` with its dates (ISO) and options (JSON). */
export const poll = (values: { id: string; question: string; start: string; end: string; options: readonly object[] }): SafeHtml =>
  widgetTag('np-poll', { 'poll-id': values.id, question: values.question, start: values.start, end: values.end, options: values.options });
// Participation (issue 9).
/** `<np-contact-form>` on /contacto. */
export const contactForm = (): SafeHtml => widgetTag('np-contact-form');

/** `<np-ugc-form call-id closed>` on /participa/{id}. */
export const ugcForm = (callId: string, closed: boolean): SafeHtml => widgetTag('np-ugc-form', { 'call-id': callId, closed });

/** `<np-digital-interview interview-id start end>` on /entrevista/{id}. */
export const digitalInterview = (interviewId: string, start: string, end: string): SafeHtml => widgetTag('np-digital-interview', { 'interview-id': interviewId, start, end });

// Video (issue 10).
export interface VideoPlayerPlacement {
  src: string;
  poster?: string;
  duration?: number;
  aspectRatio?: string;
  lazy?: boolean;
  adTagUrl?: string;
}

/**
 * `<np-video-player>`: an HLS video; `lazy` shows the poster until clicked; `ad-tag-url` plays a VAST
 * pre-roll first. The poster is in the server HTML inside it, so it paints with the page (it is the
 * article's largest paint) instead of when the player's code has run; the player replaces it with
 * the same picture in the same box.
 */
export const videoPlayer = ({ src, poster, duration, aspectRatio, lazy, adTagUrl }: VideoPlayerPlacement): SafeHtml => {
  const values = { src, poster, duration, 'aspect-ratio': aspectRatio, lazy: lazy === true, 'ad-tag-url': adTagUrl };
  return poster ? widgetWithFallback('np-video-player', values, html`<img src="${poster}" alt="">`) : widgetTag('np-video-player', values);
};
