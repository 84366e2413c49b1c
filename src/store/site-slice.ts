import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PageConfig } from '../config';

export interface HeaderScrollState {
  /** Hidden while the reader scrolls down past the threshold. */
  hidden: boolean;
  /** Sticky while the reader scrolls up. */
  sticky: boolean;
  lastScrollY: number;
}

export interface SiteState extends PageConfig {
  windowWidth: number;
  headerScroll: HeaderScrollState;
}

export function initialSiteState(config: PageConfig, windowWidth: number): SiteState {
  return { ...config, windowWidth, headerScroll: { hidden: false, sticky: false, lastScrollY: 0 } };
}

export const siteSlice = createSlice({
  name: 'site',
  initialState: (): SiteState => initialSiteState({} as PageConfig, 0),
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
export function isFeatureEnabled(site: Pick<SiteState, 'site' | 'webFeatures'>, feature: string): boolean {
  return site.webFeatures[site.site.id]?.[feature] !== false;
}
