import type { WidgetFuzzSpec } from '../../test/support/hardening';

const event = {
  id: '1201',
  title: 'Concierto en la plaza',
  url: '/noticia/1201',
  kicker: { text: 'Agenda', href: '/agenda/' },
  description: ['<p>Música en directo.</p>'],
  publishedDate: { date: '2026-03-10 10:00:00.000000' },
  authors: [{ id: '1', name: 'Ana Pérez', url: '/autores/#autor-1', image: { url: '/__demo/img/a1.svg' } }],
  signature: 'Ana Pérez',
  category: { id: 'agenda', name: 'Agenda', url: '/agenda/' },
  image: { url: '/__demo/img/c1201.svg', width: 850, height: 478 },
  multimedia: null,
  mediaInfo: { type: 'video', duration: 90 },
  articleNewsTypeEnum: 'news',
  event: {
    eventOccurrenceType: 'date-range',
    eventUniqueDate: null,
    eventStartDate: { date: '2026-03-20 20:00:00.000000' },
    eventEndDate: { date: '2026-03-28 23:00:00.000000' },
    eventMultipleDates: [],
    datesLiteral: 'Del 20 al 28 de marzo',
    timetable: ['De 20:00 a 22:00'],
    location: { name: 'Plaza Mayor', url: '/agenda/?lugar=plaza-mayor' },
    address: 'Plaza Mayor, 1',
    modality: { name: 'Presencial', url: '/agenda/?modalidad=presencial' },
    thematics: [{ name: 'Música', url: '/agenda/?tematica=musica' }],
  },
};

/** The agenda mode searches on arrival, so the first page is fuzzed without driving the form. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-searcher',
  attributes: { mode: 'agenda' },
  calls: [
    {
      method: 'POST',
      url: /\/webapi\/searcher\/$/,
      validBody: { response: { results: [event], numResults: 1, searcherPayload: { cursorMark: '', categoryId: '', moduleId: '', limit: 20 } } },
    },
  ],
};
