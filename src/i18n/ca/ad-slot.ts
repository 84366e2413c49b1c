import type { adSlotEs } from '../es/ad-slot';

export const adSlotCa: Record<keyof typeof adSlotEs, string> = {
  'ad.label': 'Publicitat',
  'ad.placeholder': 'Espai publicitari «{name}»',
  'ad.sizes': 'Mides: {sizes}',
  'ad.reserved': 'Alçada reservada: {desktop} px escriptori, {mobile} px mòbil',
};
