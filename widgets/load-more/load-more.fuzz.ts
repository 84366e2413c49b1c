import type { WidgetFuzzSpec } from '../../test/support/hardening';

/** The suite places the element; scrolling is not needed to drive it when its spinner is in view at once. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-load-more',
  attributes: { 'next-page': '/webapi/listing/news/2' },
  calls: [
    {
      method: 'GET',
      url: /\/webapi\/listing\/news\/2$/,
      validBody: {
        response: {
          html: '<li class="card-list__item"><article class="card" data-content-id="1021"><h2 class="card__title"><a href="/noticia/1021">Titular</a></h2></article></li>',
          nextPage: '/webapi/listing/news/3',
        },
      },
    },
  ],
};
