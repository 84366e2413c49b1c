// The video player's texts, es and ca with the same keys (their keys join MessageKey). They load
// with the player's chunk (src/i18n/video/index.ts), not with np-core.
export const videoMessagesEs = {
  'video.label': 'Vídeo',
  'video.play': 'Reproducir el vídeo',
  'video.duration': 'duración',
  'video.ad': 'Publicidad',
  'video.skipIn': 'Puedes saltar el anuncio en {seconds} s',
  'video.skip': 'Saltar el anuncio',
  'video.networkError': 'No se ha podido cargar el vídeo. Comprueba tu conexión e inténtalo de nuevo.',
  'video.unplayable': 'Este vídeo no se puede reproducir en tu navegador.',
} as const;

export type VideoMessageKey = keyof typeof videoMessagesEs;

export const videoMessagesCa: Record<VideoMessageKey, string> = {
  'video.label': 'Vídeo',
  'video.play': 'Reproduir el vídeo',
  'video.duration': 'durada',
  'video.ad': 'Publicitat',
  'video.skipIn': "Pots saltar l'anunci d'aquí a {seconds} s",
  'video.skip': "Saltar l'anunci",
  'video.networkError': "No s'ha pogut carregar el vídeo. Comprova la connexió i torna-ho a provar.",
  'video.unplayable': 'Aquest vídeo no es pot reproduir al teu navegador.',
};
