import type { es } from '../es';
import { adSlotCa } from './ad-slot';
import { coreCa } from './core';
import { loaderCa } from './loader';
import { shareBarCa } from './share-bar';
import { discoveryCardsCa } from './discovery-cards';
import { loadMoreCa } from './load-more';
import { programmesCa } from './programmes';
import { searchCa } from './search';
import { paywallCa } from './paywall';
import { paywallVersionBannerCa } from './paywall-version-banner';
import { headerCa } from './header';
import { hotTopicsCa } from './hot-topics';
import { lastHourCa } from './last-hour';
import { streamingPanelCa } from './streaming-panel';
import { sideBarCa } from './side-bar';
import { accountButtonsCa } from './account-buttons';

export const ca: Record<keyof typeof es, string> = { ...loaderCa, ...coreCa, ...shareBarCa, ...searchCa, ...discoveryCardsCa, ...programmesCa, ...loadMoreCa, ...adSlotCa, ...paywallCa, ...paywallVersionBannerCa, ...headerCa, ...hotTopicsCa, ...lastHourCa, ...streamingPanelCa, ...sideBarCa, ...accountButtonsCa };
