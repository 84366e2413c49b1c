import { setSessionCookie } from '../../test/support/readers';
import { setFieldValue, type WidgetFuzzSpec } from '../../test/support/hardening';

export const fuzz: WidgetFuzzSpec = {
  tag: 'np-digital-interview',
  attributes: { 'interview-id': '8101', start: '2020-01-01T10:00:00Z', end: '2099-01-01T10:00:00Z' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    {
      method: 'GET',
      url: /\/api\/front\/interviews\/8101$/,
      validBody: { response: { interview: { id: '8101', title: 'Entrevista', intro: '<p>Intro</p>', opening: '<p>Hola</p>', goodbye: '<p>Adiós</p>', questions: [{ id: 'q1', author: 'marta', question: '¿Cuántas?', answer: '<p>142</p>' }] } } },
    },
    { method: 'GET', url: /\/api\/front\/user\/profile$/, validBody: { response: { user: { id: '101', nick: 'lector', email: 'lector@example.com', savedContentIds: [], followedAuthorIds: [], newsletters: [] } } } },
    { method: 'POST', url: /\/api\/front\/interviews\/8101\/questions$/, validBody: { response: { success: true, questionId: 'q9' } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    setFieldValue(element, '[name="question"]', '¿Habrá cine de verano?');
    await new Promise((resolve) => setTimeout(resolve, 50));
    element.querySelector('form')?.requestSubmit();
  },
};
