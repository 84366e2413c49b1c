import type { shareBarEs } from '../es/share-bar';

export const shareBarCa: Record<keyof typeof shareBarEs, string> = {
  'share.label': 'Compartir',
  'share.more': 'Més opcions per compartir',
  'share.native': 'Comparteix a',
  'share.facebook': 'Compartir a Facebook',
  'share.twitter': 'Compartir a Twitter',
  'share.whatsapp': 'Compartir a WhatsApp',
  'share.linkedin': 'Compartir a LinkedIn',
  'share.telegram': 'Compartir a Telegram',
  'share.threads': 'Compartir a Threads',
  'share.copy': "Copiar l'enllaç",
  'share.copied': 'Enllaç copiat',
  'share.copyFailed': "No s'ha pogut copiar l'enllaç",
  'share.newWindow': "(s'obre en una finestra nova)",
};
