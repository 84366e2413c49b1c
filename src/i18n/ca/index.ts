import type { es } from '../es';
import { adSlotCa } from './ad-slot';
import { coreCa } from './core';
import { loaderCa } from './loader';
import { shareBarCa } from './share-bar';
import { validationCa } from './validation';
import { accountCa } from './account';

export const ca: Record<keyof typeof es, string> = { ...loaderCa, ...coreCa, ...shareBarCa, ...adSlotCa, ...validationCa, ...accountCa };
