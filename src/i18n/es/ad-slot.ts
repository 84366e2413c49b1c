export const adSlotEs = {
  'ad.label': 'Publicidad',
  'ad.placeholder': 'Espacio publicitario «{name}»',
  'ad.sizes': 'Tamaños: {sizes}',
  'ad.reserved': 'Altura reservada: {desktop} px escritorio, {mobile} px móvil',
} as const;
