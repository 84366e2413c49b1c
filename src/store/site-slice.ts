import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { defaultPageConfig, type PageConfig, type SiteConfig } from '../config';
import { patched } from './patched';

export interface HeaderScrollState {
  /** Hidden while the reader scrolls down past the threshold. */
  hidden: boolean;
  /** Sticky while the reader scrolls up. */
  sticky: boolean;
  lastScrollY: number;
}

/**
 * `getState().site` as the contract fixes it: the config's site fields (alias, id, mediaId, name,
 * scheme, staticUrl, url) flat, beside the page's settings, the window width and the header scroll.
 */
export interface SiteState extends SiteConfig, Omit<PageConfig, 'site'> {
  windowWidth: number;
  headerScroll: HeaderScrollState;
}

export function initialSiteState({ site, ...page }: PageConfig, windowWidth: number): SiteState {
  return { ...site, ...page, windowWidth, headerScroll: { hidden: false, sticky: false, lastScrollY: 0 } };
}

export const windowResized = createAction<number>('site/windowResized');
export const headerScrolled = createAction<HeaderScrollState>('site/headerScrolled');
export const previewChanged = createAction<boolean>('site/previewChanged');

export function siteReducer(state: SiteState = initialSiteState(defaultPageConfig(), 0), action: UnknownAction): SiteState {
  if (windowResized.match(action)) return patched(state, { windowWidth: action.payload });
  if (headerScrolled.match(action)) return patched(state, { headerScroll: action.payload });
  if (previewChanged.match(action)) return patched(state, { preview: action.payload });
  return state;
}

/** Web features are per site; a feature that a site does not mention is enabled. */
export function isFeatureEnabled(site: Pick<SiteState, 'id' | 'webFeatures'>, feature: string): boolean {
  return site.webFeatures[site.id]?.[feature] !== false;
}
