// Three live streams: video, radio (audio only), and a channel with both. The first one is also an
// article's own stream: that article's panel leaves it out (`exclude-id`).
import type { StreamingItem } from '../../../src/api/streaming';
import { imageUrl } from './images';

export function generateStreams(): StreamingItem[] {
  const image = (id: string, alt: string) => ({ image: { src: imageUrl(`stream-${id}`, '16-9', 630), alt } });
  return [
    {
      id: '4001',
      kicker: 'En directo',
      title: 'Pleno municipal: debate sobre el presupuesto',
      video: { href: '/__demo/media/stream-4001/index.m3u8' },
      audio: null,
      image: image('4001', 'Salón de plenos del ayuntamiento'),
    },
    {
      id: '4002',
      kicker: 'Radio',
      title: 'La radio de la tierra, en directo',
      video: null,
      audio: { href: '/__demo/media/stream-4002/live.mp3' },
      image: image('4002', 'Estudio de radio con dos micrófonos'),
    },
    {
      id: '4003',
      kicker: 'Canal 24 horas',
      title: 'Última hora: toda la actualidad',
      video: { href: '/__demo/media/stream-4003/index.m3u8' },
      audio: { href: '/__demo/media/stream-4003/live.mp3' },
      image: image('4003', 'Plató del informativo'),
    },
  ];
}

/** The article whose page is the first stream's own (the alert about the council meeting links to it). */
export const STREAM_ARTICLES: Readonly<Record<string, string>> = { '1003': '4001' };
