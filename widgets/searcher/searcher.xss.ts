import type { XssField } from '../../test/support/hardening';

/** Card descriptions are API HTML; the agenda searches on arrival, so its first page carries them. */
export const xssFields: XssField[] = [
  {
    tag: 'np-searcher',
    field: 'result card descriptions',
    page: '/agenda/',
    responses: (payloads) => [
      {
        path: '/webapi/searcher/',
        body: {
          response: {
            results: payloads.map((payload, index) => ({
              id: String(9000 + index),
              title: `Resultado ${index}`,
              url: `/noticia/${9000 + index}`,
              description: [payload],
              publishedDate: { date: '2026-03-18 10:00:00.000000' },
              authors: [],
              category: { name: 'Agenda' },
            })),
            numResults: payloads.length,
            searcherPayload: { cursorMark: '', categoryId: '', moduleId: '', limit: 20 },
          },
        },
      },
    ],
  },
];
