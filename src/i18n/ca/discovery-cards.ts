import type { discoveryCardsEs } from '../es/discovery-cards';

export const discoveryCardsCa: Record<keyof typeof discoveryCardsEs, string> = {
  'card.opinion': 'Opinió',
  'card.by': 'Per',
  'card.media.video': 'Vídeo',
  'card.media.video-embed': 'Vídeo',
  'card.media.audio': 'Àudio',
  'card.media.photo-gallery': 'Fotogaleria',
  'card.media.image': 'Imatge',
  'card.media.photos': '{count} fotos',
  'event.range': 'Del {start} al {end}',
  'event.moreDates': 'i {count} dates més',
  'event.moreDate': 'i 1 data més',
  'event.where': 'Lloc',
  'event.modality': 'Modalitat',
  'event.thematics': 'Temàtica',
  'event.timetable': 'Horari',
  'event.placeholder': "Aviat hi haurà més plans a l'agenda",
  'event.module': 'Propers esdeveniments',
  'event.all': "Mostra tota l'agenda",
};
