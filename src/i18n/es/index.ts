import { adSlotEs } from './ad-slot';
import { coreEs } from './core';
import { loaderEs } from './loader';
import { shareBarEs } from './share-bar';

export const es = { ...loaderEs, ...coreEs, ...shareBarEs, ...adSlotEs } as const;
