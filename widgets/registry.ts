// Every widget's import: its chunk and the shared chunks it needs. This is the registry script
// (np-registry.<hash>.js) that the loader adds when a page first holds a widget: the one list of
// the tags (the loader finds any `np-` element); their space rules are in placeholder-styles.ts.
import { SERVER_CONTENT_SELECTOR, type WidgetImports, type WidgetTag } from '../src/elements/registry';

/** The request client (np-request, with axios): most widgets load it on their first call. */
const requestClient = () => import(/* webpackChunkName: "np-request-client" */ '../src/api/client');

/**
 * For a widget that calls the API as it mounts: the request client loads beside its chunk, not one
 * round trip after it; `willCall` says, when the chunk loads, whether an element of the page will.
 */
const withRequestClient =
  (widget: () => Promise<unknown>, willCall = () => true) =>
  () =>
    Promise.all([widget(), willCall() ? requestClient() : undefined]);

/**
 * For a list the server may render a first page of (`<div data-np-first-page>` right inside it):
 * with that page, the widget calls only for a next page or a new search.
 */
const withoutFirstPage = (tag: string) => () => [...document.querySelectorAll(tag)].some((element) => !element.querySelector(SERVER_CONTENT_SELECTOR));

/**
 * For a widget whose own render holds other widgets' tags (the side bar's share bar): their chunks
 * load beside its chunk, not one round trip after its first render. Each nested tag loads once more
 * when its element appears, and that load reports a failure; this one only starts the download, so
 * a nested chunk that fails never fails its host.
 */
const withNested =
  (widget: () => Promise<unknown>, nested: readonly WidgetTag[]) =>
  () => {
    for (const tag of nested) widgetImports[tag]?.().catch(() => undefined);
    return widget();
  };

/**
 * The header renders four widgets itself, on every page it is on: their code is also in the
 * header's chunk (one script and one stylesheet for the five, not ten requests; every import named
 * "np-header" goes into that chunk). Inside a header, each is defined from that chunk, already
 * loaded, in a task of its own as the header renders it; placed alone, each loads its own chunk.
 */
const inHeaderOrAlone =
  (tag: WidgetTag, fromHeader: () => Promise<unknown>, alone: () => Promise<unknown>) =>
  () =>
    document.querySelector(`np-header ${tag}`) ? fromHeader() : alone();

export const widgetImports: WidgetImports = {
  'np-forgot-password': () => import(/* webpackChunkName: "np-forgot-password" */ './forgot-password/forgot-password.element'),
  'np-change-password': () => import(/* webpackChunkName: "np-change-password" */ './change-password/change-password.element'),
  'np-register': () => import(/* webpackChunkName: "np-register" */ './register/register.element'),
  'np-user-button': inHeaderOrAlone(
    'np-user-button',
    () => import(/* webpackChunkName: "np-header" */ './user-button/user-button.element'),
    () => import(/* webpackChunkName: "np-user-button" */ './user-button/user-button.element'),
  ),
  'np-like-button': () => import(/* webpackChunkName: "np-like-button" */ './like-button/like-button.element'),
  'np-newsletter-signup': () => import(/* webpackChunkName: "np-newsletter-signup" */ './newsletter-signup/newsletter-signup.element'),
  // The profile reads with fetch as it mounts (src/api/fetch-read.ts): the client comes with a change the reader saves.
  'np-profile': () => import(/* webpackChunkName: "np-profile" */ './profile/profile.element'),
  'np-error-page': () => import(/* webpackChunkName: "np-error-page" */ './error-page/error-page.element'),
  'np-alert-banner': () => import(/* webpackChunkName: "np-alert-banner" */ './alert-banner/alert-banner.element'),
  'np-login': () => import(/* webpackChunkName: "np-login" */ './login/login.element'),
  'np-share-bar': () => import(/* webpackChunkName: "np-share-bar" */ './share-bar/share-bar.element'),
  'np-searcher': withRequestClient(() => import(/* webpackChunkName: "np-searcher" */ './searcher/searcher.element'), withoutFirstPage('np-searcher')),
  'np-search-opening': () => import(/* webpackChunkName: "np-search-opening" */ './search-opening/search-opening.element'),
  'np-header-search': inHeaderOrAlone(
    'np-header-search',
    () => import(/* webpackChunkName: "np-header" */ './header-search/header-search.element'),
    () => import(/* webpackChunkName: "np-header-search" */ './header-search/header-search.element'),
  ),
  'np-load-more': () => import(/* webpackChunkName: "np-load-more" */ './load-more/load-more.element'),
  'np-programme-index': withNested(
    withRequestClient(() => import(/* webpackChunkName: "np-programme-index" */ './programme-index/programme-index.element'), withoutFirstPage('np-programme-index')),
    ['np-ad-slot'],
  ),
  'np-programme-nav': () => import(/* webpackChunkName: "np-programme-nav" */ './programme-nav/programme-nav.element'),
  'np-schedule-carousel': () => import(/* webpackChunkName: "np-schedule-carousel" */ './schedule-carousel/schedule-carousel.element'),
  'np-carousel': () => import(/* webpackChunkName: "np-carousel" */ './carousel/carousel.element'),
  'np-event-module': () => import(/* webpackChunkName: "np-event-module" */ './event-module/event-module.element'),
  'np-header': () => import(/* webpackChunkName: "np-header" */ './header/header.element'),
  'np-hot-topics': inHeaderOrAlone(
    'np-hot-topics',
    () => import(/* webpackChunkName: "np-header" */ './hot-topics/hot-topics.element'),
    () => import(/* webpackChunkName: "np-hot-topics" */ './hot-topics/hot-topics.element'),
  ),
  'np-last-hour': () => import(/* webpackChunkName: "np-last-hour" */ './last-hour/last-hour.element'),
  'np-streaming-panel': inHeaderOrAlone(
    'np-streaming-panel',
    () => import(/* webpackChunkName: "np-header" */ './streaming-panel/streaming-panel.element'),
    () => import(/* webpackChunkName: "np-streaming-panel" */ './streaming-panel/streaming-panel.element'),
  ),
  'np-side-bar': withNested(() => import(/* webpackChunkName: "np-side-bar" */ './side-bar/side-bar.element'), ['np-share-bar']),
  'np-comments': withRequestClient(() => import(/* webpackChunkName: "np-comments" */ './comments/comments.element')),
  'np-poll': withRequestClient(() => import(/* webpackChunkName: "np-poll" */ './poll/poll.element')),
  'np-contact-form': () => import(/* webpackChunkName: "np-contact-form" */ './contact-form/contact-form.element'),
  'np-ugc-form': withRequestClient(() => import(/* webpackChunkName: "np-ugc-form" */ './ugc-form/ugc-form.element')),
  'np-digital-interview': withRequestClient(() => import(/* webpackChunkName: "np-digital-interview" */ './digital-interview/digital-interview.element')),
  'np-ad-slot': () => import(/* webpackChunkName: "np-ad-slot" */ './ad-slot/ad-slot.element'),
  'np-paywall': () => import(/* webpackChunkName: "np-paywall" */ './paywall/paywall.element'),
  'np-paywall-version-banner': () => import(/* webpackChunkName: "np-paywall-version-banner" */ './paywall-version-banner/paywall-version-banner.element'),
  'np-most-read': () => import(/* webpackChunkName: "np-most-read" */ './most-read/most-read.element'),
  'np-video-player': () => import(/* webpackChunkName: "np-video-player" */ './video-player/video-player.element'),
};
