import type { XssField } from '../../test/support/hardening';

const interview = (fields: Record<string, unknown>) => ({ response: { interview: { id: '8101', title: 'Entrevista', intro: '', opening: '', goodbye: '', questions: [], ...fields } } });

/** The intro, opening and answers are newsroom HTML; questions and their authors are plain text. The demo interview is open, so the goodbye is not shown there. */
export const xssFields: XssField[] = [
  {
    tag: 'np-digital-interview',
    field: 'interview intro and opening',
    page: '/entrevista/8101',
    responses: (payloads) => [{ path: '/api/front/interviews/8101', body: interview({ intro: payloads.join(''), opening: payloads.join('') }) }],
  },
  {
    tag: 'np-digital-interview',
    field: 'questions (text) and answers (HTML)',
    page: '/entrevista/8101',
    responses: (payloads) => [
      { path: '/api/front/interviews/8101', body: interview({ questions: payloads.map((payload, index) => ({ id: `x${index}`, author: payload, question: payload, answer: payload })) }) },
    ],
  },
];
