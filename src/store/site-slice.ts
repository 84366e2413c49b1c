import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultPageConfig, type PageConfig, type SiteConfig } from '../config';

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

export const siteSlice = createSlice({
  name: 'site',
  initialState: (): SiteState => initialSiteState(defaultPageConfig(), 0),
  reducers: {
    windowResized(state, action: PayloadAction<number>) {
      state.windowWidth = action.payload;
    },
    headerScrolled(state, action: PayloadAction<HeaderScrollState>) {
      state.headerScroll = action.payload;
    },
    previewChanged(state, action: PayloadAction<boolean>) {
      state.preview = action.payload;
    },
  },
});

export const { windowResized, headerScrolled, previewChanged } = siteSlice.actions;

/** Web features are per site; a feature that a site does not mention is enabled. */
export function isFeatureEnabled(site: Pick<SiteState, 'id' | 'webFeatures'>, feature: string): boolean {
  return site.webFeatures[site.id]?.[feature] !== false;
}
