// The placeholder rules as one stylesheet: the theme guard, the defaults widgets start from, the
// fallback message's look and, per tag, the `:not(:defined)` rules that keep each widget's space so
// that nothing shifts when it renders. The build writes them (with a template's page-only rules) to
// np-placeholders.css, which a template carries in its <head>; the loader links that file only for
// a page without it, and the eager build adopts this string. Adding a widget means adding its
// placeholder.css here (webpack.config.js reads this file's imports and its `layered` list; a test
// checks every widget folder's is in the built file).
import loaderStyles from '../styles/loader.css?raw';
import themeGuard from '../styles/theme-guard.css?raw';
import widgetBase from '../styles/widget-base.css?raw';
import adSlotPlaceholder from './ad-slot/placeholder.css?raw';
import shareBarPlaceholder from './share-bar/placeholder.css?raw';
import searcherPlaceholder from './searcher/placeholder.css?raw';
import searchOpeningPlaceholder from './search-opening/placeholder.css?raw';
import headerSearchPlaceholder from './header-search/placeholder.css?raw';
import loadMorePlaceholder from './load-more/placeholder.css?raw';
import programmeIndexPlaceholder from './programme-index/placeholder.css?raw';
import programmeNavPlaceholder from './programme-nav/placeholder.css?raw';
import scheduleCarouselPlaceholder from './schedule-carousel/placeholder.css?raw';
import eventModulePlaceholder from './event-module/placeholder.css?raw';
import carouselPlaceholder from './carousel/placeholder.css?raw';
import loginPlaceholder from './login/placeholder.css?raw';
import alertBannerPlaceholder from './alert-banner/placeholder.css?raw';
import errorPagePlaceholder from './error-page/placeholder.css?raw';
import profilePlaceholder from './profile/placeholder.css?raw';
import newsletterSignupPlaceholder from './newsletter-signup/placeholder.css?raw';
import contactFormPlaceholder from './contact-form/placeholder.css?raw';
import ugcFormPlaceholder from './ugc-form/placeholder.css?raw';
import digitalInterviewPlaceholder from './digital-interview/placeholder.css?raw';
import likeButtonPlaceholder from './like-button/placeholder.css?raw';
import userButtonPlaceholder from './user-button/placeholder.css?raw';
import registerPlaceholder from './register/placeholder.css?raw';
import forgotPasswordPlaceholder from './forgot-password/placeholder.css?raw';
import changePasswordPlaceholder from './change-password/placeholder.css?raw';
import paywallPlaceholder from './paywall/placeholder.css?raw';
import paywallVersionBannerPlaceholder from './paywall-version-banner/placeholder.css?raw';
import headerPlaceholder from './header/placeholder.css?raw';
import hotTopicsPlaceholder from './hot-topics/placeholder.css?raw';
import lastHourPlaceholder from './last-hour/placeholder.css?raw';
import streamingPanelPlaceholder from './streaming-panel/placeholder.css?raw';
import sideBarPlaceholder from './side-bar/placeholder.css?raw';
import commentsPlaceholder from './comments/placeholder.css?raw';
import pollPlaceholder from './poll/placeholder.css?raw';
import mostReadPlaceholder from './most-read/placeholder.css?raw';
import videoPlayerPlaceholder from './video-player/placeholder.css?raw';
import { QUEUED_ATTRIBUTE } from '../src/elements/registry';

/** A placeholder holds until the element renders: before its definition, and while it waits in the render queue. */
const WAITING = `:is(:not(:defined),[${QUEUED_ATTRIBUTE}])`;

/**
 * Every rule of the library sits in the cascade layer `np` (widget CSS files wrap themselves in
 * `@layer np`, these here too). The theme guard is the one unlayered rule: its specificity (2,1,0),
 * from `:is(#np#np, *)` (two IDs that match nothing beside a `*` that matches the element), beats
 * a theme's element, class and `#id element` selectors, and its value `revert-layer` hands every
 * property inside a widget back to the np layer (or the browser's default). So a site's global
 * CSS stops at the widget's edge while colour, font and `--np-*` custom properties still inherit
 * from the page, and the page still places the host itself. widget-base.css holds the defaults
 * widgets start from, at specificity 0.
 */
const layered = [widgetBase, loaderStyles, adSlotPlaceholder, shareBarPlaceholder, searcherPlaceholder, searchOpeningPlaceholder, headerSearchPlaceholder, loadMorePlaceholder, programmeIndexPlaceholder, programmeNavPlaceholder, scheduleCarouselPlaceholder, eventModulePlaceholder, loginPlaceholder, alertBannerPlaceholder, errorPagePlaceholder, profilePlaceholder, newsletterSignupPlaceholder, likeButtonPlaceholder, userButtonPlaceholder, registerPlaceholder, forgotPasswordPlaceholder, changePasswordPlaceholder, paywallPlaceholder, paywallVersionBannerPlaceholder, headerPlaceholder, hotTopicsPlaceholder, lastHourPlaceholder, streamingPanelPlaceholder, sideBarPlaceholder, commentsPlaceholder, pollPlaceholder, contactFormPlaceholder, ugcFormPlaceholder, digitalInterviewPlaceholder, mostReadPlaceholder, videoPlayerPlaceholder, carouselPlaceholder].join('').replaceAll(':not(:defined)', WAITING);

export const placeholderStyles = `${themeGuard}@layer np{${layered}}`;
