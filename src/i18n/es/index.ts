import { adSlotEs } from './ad-slot';
import { coreEs } from './core';
import { loaderEs } from './loader';
import { shareBarEs } from './share-bar';
import { validationEs } from './validation';
import { accountEs } from './account';

export const es = { ...loaderEs, ...coreEs, ...shareBarEs, ...adSlotEs, ...validationEs, ...accountEs } as const;
