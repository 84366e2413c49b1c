import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-programme-index',
  calls: [
    {
      method: 'GET',
      url: /\/webapi\/shows\/search\/(\?|$)/,
      validBody: {
        response: {
          html: '<article class="programme-card" data-programme-id="2001"><a href="/programas/#programa-24-horas"><h2>24 horas</h2></a><div><p>Actualidad.</p></div></article>',
          cursorMark: '',
        },
      },
    },
  ],
};
