import { setSessionCookie } from '../../test/support/readers';
import { setFieldValue, type WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-ugc-form',
  attributes: { 'call-id': '8001' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    { method: 'GET', url: /\/api\/front\/ugc\/calls\/8001$/, validBody: { response: { call: { id: '8001', title: 'Fiestas', description: '<p>Envía tus fotos</p>', closed: false, closedText: '', buttons: [{ text: 'Ver', url: '/noticias/' }] } } } },
    { method: 'GET', url: /\/api\/front\/user\/profile$/, validBody: { response: { user: { id: '101', nick: 'lector', email: 'lector@example.com', savedContentIds: [], followedAuthorIds: [], newsletters: [] } } } },
    { method: 'POST', url: /\/api\/front\/ugc\/calls\/8001\/files$/, validBody: { response: { file: { fileId: 'f1', kind: 'image', sizeBytes: 4 } } } },
    { method: 'POST', url: /\/api\/front\/ugc\/calls\/8001\/participations$/, validBody: { response: { success: true, participationId: 'p1' } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    setFieldValue(element, '[name="title"]', 'Fiestas');
    setFieldValue(element, '[name="text"]', 'Mi barrio');
    const input = element.querySelector<HTMLInputElement>('input[name="file"]');
    if (input) {
      Object.defineProperty(input, 'files', { configurable: true, value: [new File(['abcd'], 'foto.jpg', { type: 'image/jpeg' })] });
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
