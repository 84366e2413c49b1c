import { setSessionCookie } from '../../test/support/readers';
import type { WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-like-button',
  attributes: { 'content-id': '1001' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    {
      method: 'GET',
      url: /\/api\/front\/user\/profile$/,
      validBody: { response: { user: { id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', savedContentIds: ['1001'], followedAuthorIds: ['501'], newsletters: [] } } },
    },
    { method: 'DELETE', url: /\/api\/valuation\/content\/1001$/, validBody: { response: { success: true } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    element.querySelector('button')?.click();
  },
};
