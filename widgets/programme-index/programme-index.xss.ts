import type { XssField } from '../../test/support/hardening';

/** The shows search answers HTML (names, summaries); the index renders its first page on arrival. */
export const xssFields: XssField[] = [
  {
    tag: 'np-programme-index',
    field: 'programme cards (shows search html)',
    page: '/programas/',
    responses: (payloads) => [
      {
        path: '/webapi/shows/search/',
        body: { response: { html: payloads.map((payload, index) => `<article data-programme-id="x${index}"><h2>${payload}</h2><div>${payload}</div></article>`).join(''), cursorMark: '' } },
      },
    ],
  },
];
