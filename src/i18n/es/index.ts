import { adSlotEs } from './ad-slot';
import { coreEs } from './core';
import { loaderEs } from './loader';
import { shareBarEs } from './share-bar';
import { validationEs } from './validation';
import { accountEs } from './account';
import { discoveryCardsEs } from './discovery-cards';
import { loadMoreEs } from './load-more';
import { programmesEs } from './programmes';
import { searchEs } from './search';
import { engagementEs } from './engagement';
import { profileEs } from './profile';
import { noticesEs } from './notices';

export const es = { ...loaderEs, ...coreEs, ...shareBarEs, ...searchEs, ...discoveryCardsEs, ...programmesEs, ...loadMoreEs, ...adSlotEs, ...validationEs, ...accountEs, ...engagementEs, ...profileEs, ...noticesEs } as const;
