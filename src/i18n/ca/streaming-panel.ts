import type { streamingPanelEs } from '../es/streaming-panel';

export const streamingPanelCa: Record<keyof typeof streamingPanelEs, string> = {
  'streaming.toggle': 'En directe',
  'streaming.title': 'Emissions en directe',
  'streaming.close': 'Tanca les emissions en directe',
  'streaming.loading': 'Carregant les emissions…',
  'streaming.empty': 'Ara no hi ha cap emissió en directe.',
  'streaming.error': "No s'han pogut carregar les emissions en directe. Ho tornarem a provar d'aquí a uns segons.",
  'streaming.watch': 'Mira',
  'streaming.listen': 'Escolta',
};
