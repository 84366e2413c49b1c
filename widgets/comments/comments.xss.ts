import type { XssField } from '../../test/support/hardening';

/** Comment names and texts are plain text; every payload must stay text on the article page. */
export const xssFields: XssField[] = [
  {
    tag: 'np-comments',
    field: 'comment names and texts',
    page: '/noticia/1001',
    responses: (payloads) => [
      {
        path: '/api/front/comments/1001',
        body: {
          response: {
            comments: payloads.map((payload, index) => ({ id: `x${index}`, name: payload, date: '2026-11-20T10:00:00.000Z', text: payload, likes: 0, dislikes: 0 })),
            total: payloads.length,
            page: 1,
            pages: 1,
            closed: false,
          },
        },
      },
    ],
    reveal: async (page) => {
      await page.locator('np-comments').scrollIntoViewIfNeeded();
    },
  },
];
