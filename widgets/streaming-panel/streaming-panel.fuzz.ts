import type { WidgetFuzzSpec } from '../../test/support/hardening';

/** The first call goes out when the element enters the page; the toggle always stays. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-streaming-panel',
  attributes: { 'exclude-id': '4001' },
  calls: [
    {
      method: 'GET',
      url: /\/api\/front\/streaming\/list\/4001$/,
      validBody: {
        response: {
          streamingList: [
            { id: '4002', kicker: 'Radio', title: 'La radio, en directo', video: null, audio: { href: '/__demo/media/stream-4002/live.mp3' }, image: { image: { src: '/__demo/img/stream-4002.svg?ar=16-9&w=630', alt: 'Estudio' } } },
            { id: '4003', kicker: 'Canal 24 horas', title: 'Última hora', video: { href: '/__demo/media/stream-4003/index.m3u8' }, audio: { href: '/__demo/media/stream-4003/live.mp3' }, image: { image: { src: '/__demo/img/stream-4003.svg?ar=16-9&w=630', alt: 'Plató' } } },
          ],
        },
      },
    },
  ],
};
