import type { XssField } from '../../test/support/hardening';

/** The shows search answers HTML (names, summaries); the index renders a letter's programmes. */
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
    // /programas/ carries its first page (page HTML): the search's answer comes with a letter.
    reveal: (page) => page.locator('np-programme-index').getByRole('button', { name: 'A', exact: true }).click(),
  },
];
