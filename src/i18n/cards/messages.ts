// The texts of the listing card and the carousel, es and ca with the same keys (their keys join
// MessageKey). They load with np-carousel (chunk np-cards), not with every widget.
export const cardMessagesEs = {
  'card.sponsoredBy': 'Patrocinado por',
  'carousel.label': 'Destacados',
  'carousel.gallery': 'Fotogalería',
  'carousel.slide': '{n} de {m}',
  'carousel.previous': 'Anterior',
  'carousel.next': 'Siguiente',
  'carousel.photo': 'Foto {n}',
} as const;

export type CardMessageKey = keyof typeof cardMessagesEs;

export const cardMessagesCa: Record<CardMessageKey, string> = {
  'card.sponsoredBy': 'Patrocinat per',
  'carousel.label': 'Destacats',
  'carousel.gallery': 'Fotogaleria',
  'carousel.slide': '{n} de {m}',
  'carousel.previous': 'Anterior',
  'carousel.next': 'Següent',
  'carousel.photo': 'Foto {n}',
};
