// Every widget of the library: its tag, how to import its chunk, and how to keep its space
// before the chunk arrives. Adding a widget means adding its folder and one entry here.
import type { WidgetRegistry } from '../src/registry';
import loaderStyles from '../styles/loader.css?raw';
import adSlotPlaceholder from './ad-slot/placeholder.css?raw';
import { reserveAdSlotSpace } from './ad-slot/reserve-space';
import shareBarPlaceholder from './share-bar/placeholder.css?raw';
import searcherPlaceholder from './searcher/placeholder.css?raw';
import searchOpeningPlaceholder from './search-opening/placeholder.css?raw';
import headerSearchPlaceholder from './header-search/placeholder.css?raw';
import loadMorePlaceholder from './load-more/placeholder.css?raw';
import programmeIndexPlaceholder from './programme-index/placeholder.css?raw';
import programmeNavPlaceholder from './programme-nav/placeholder.css?raw';
import scheduleCarouselPlaceholder from './schedule-carousel/placeholder.css?raw';
import eventModulePlaceholder from './event-module/placeholder.css?raw';
import loginPlaceholder from './login/placeholder.css?raw';
import alertBannerPlaceholder from './alert-banner/placeholder.css?raw';
import errorPagePlaceholder from './error-page/placeholder.css?raw';
import profilePlaceholder from './profile/placeholder.css?raw';
import newsletterSignupPlaceholder from './newsletter-signup/placeholder.css?raw';
import likeButtonPlaceholder from './like-button/placeholder.css?raw';
import userButtonPlaceholder from './user-button/placeholder.css?raw';
import registerPlaceholder from './register/placeholder.css?raw';
import forgotPasswordPlaceholder from './forgot-password/placeholder.css?raw';
import changePasswordPlaceholder from './change-password/placeholder.css?raw';

export const widgetRegistry: WidgetRegistry = {
  'np-forgot-password': { load: () => import(/* webpackChunkName: "np-forgot-password" */ './forgot-password/forgot-password.element') },
  'np-change-password': { load: () => import(/* webpackChunkName: "np-change-password" */ './change-password/change-password.element') },
  'np-register': { load: () => import(/* webpackChunkName: "np-register" */ './register/register.element') },
  'np-user-button': { load: () => import(/* webpackChunkName: "np-user-button" */ './user-button/user-button.element') },
  'np-like-button': { load: () => import(/* webpackChunkName: "np-like-button" */ './like-button/like-button.element') },
  'np-newsletter-signup': { load: () => import(/* webpackChunkName: "np-newsletter-signup" */ './newsletter-signup/newsletter-signup.element') },
  'np-profile': { load: () => import(/* webpackChunkName: "np-profile" */ './profile/profile.element') },
  'np-error-page': { load: () => import(/* webpackChunkName: "np-error-page" */ './error-page/error-page.element') },
  'np-alert-banner': { load: () => import(/* webpackChunkName: "np-alert-banner" */ './alert-banner/alert-banner.element') },
  'np-login': { load: () => import(/* webpackChunkName: "np-login" */ './login/login.element') },
  'np-share-bar': { load: () => import(/* webpackChunkName: "np-share-bar" */ './share-bar/share-bar.element') },
  'np-searcher': { load: () => import(/* webpackChunkName: "np-searcher" */ './searcher/searcher.element') },
  'np-search-opening': { load: () => import(/* webpackChunkName: "np-search-opening" */ './search-opening/search-opening.element') },
  'np-header-search': { load: () => import(/* webpackChunkName: "np-header-search" */ './header-search/header-search.element') },
  'np-load-more': { load: () => import(/* webpackChunkName: "np-load-more" */ './load-more/load-more.element') },
  'np-programme-index': { load: () => import(/* webpackChunkName: "np-programme-index" */ './programme-index/programme-index.element') },
  'np-programme-nav': { load: () => import(/* webpackChunkName: "np-programme-nav" */ './programme-nav/programme-nav.element') },
  'np-schedule-carousel': { load: () => import(/* webpackChunkName: "np-schedule-carousel" */ './schedule-carousel/schedule-carousel.element') },
  'np-event-module': { load: () => import(/* webpackChunkName: "np-event-module" */ './event-module/event-module.element') },
  'np-ad-slot': {
    load: () => import(/* webpackChunkName: "np-ad-slot" */ './ad-slot/ad-slot.element'),
    reserveSpace: reserveAdSlotSpace,
  },
};

/** Adopted by the loader: the fallback message's look, and the `:not(:defined)` rules that reserve each widget's space until it renders. */
export const placeholderStyles = [loaderStyles, shareBarPlaceholder, searcherPlaceholder, searchOpeningPlaceholder, headerSearchPlaceholder, loadMorePlaceholder, programmeIndexPlaceholder, programmeNavPlaceholder, scheduleCarouselPlaceholder, eventModulePlaceholder, loginPlaceholder, alertBannerPlaceholder, errorPagePlaceholder, profilePlaceholder, newsletterSignupPlaceholder, likeButtonPlaceholder, userButtonPlaceholder, registerPlaceholder, forgotPasswordPlaceholder, changePasswordPlaceholder, adSlotPlaceholder].join('\n');
