import { setSessionCookie } from '../../test/support/readers';
import type { WidgetFuzzSpec } from '../../test/support/hardening';

const user = { id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', birthdate: '1988-04-12', savedContentIds: ['1001'], followedAuthorIds: ['501'], newsletters: [{ id: '1', name: '<strong>Matinal</strong>', isSubscribed: true }], country: 'ES', province: '46', city: '46250' };

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-profile',
  attributes: { countries: '{"ES":"España"}', provinces: '{"46":"Valencia/València"}', cities: '{"46250":"València"}' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    { method: 'GET', url: /\/api\/front\/user\/profile$/, validBody: { response: { user } } },
    { method: 'PATCH', url: /\/api\/front\/user\/profile$/, validBody: { response: { user } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    element.querySelector('form')?.requestSubmit();
  },
};
