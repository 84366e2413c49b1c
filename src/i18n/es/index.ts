import { adSlotEs } from './ad-slot';
import { coreEs } from './core';
import { loaderEs } from './loader';
import { shareBarEs } from './share-bar';
import { discoveryCardsEs } from './discovery-cards';
import { loadMoreEs } from './load-more';
import { programmesEs } from './programmes';
import { searchEs } from './search';
import { paywallEs } from './paywall';
import { paywallVersionBannerEs } from './paywall-version-banner';
import { headerEs } from './header';
import { hotTopicsEs } from './hot-topics';
import { lastHourEs } from './last-hour';
import { streamingPanelEs } from './streaming-panel';
import { sideBarEs } from './side-bar';
import { accountButtonsEs } from './account-buttons';

export const es = { ...loaderEs, ...coreEs, ...shareBarEs, ...searchEs, ...discoveryCardsEs, ...programmesEs, ...loadMoreEs, ...adSlotEs, ...paywallEs, ...paywallVersionBannerEs, ...headerEs, ...hotTopicsEs, ...lastHourEs, ...streamingPanelEs, ...sideBarEs, ...accountButtonsEs } as const;
