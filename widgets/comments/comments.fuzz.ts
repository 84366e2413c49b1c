import { setSessionCookie } from '../../test/support/readers';
import type { WidgetFuzzSpec } from '../../test/support/hardening';

const user = { id: '101', nick: 'lector', name: 'Lucía', surname: 'Martín Soler', email: 'lector@example.com', birthdate: '1988-04-12', savedContentIds: [], followedAuthorIds: [], commentsLikeId: [], commentsDislikeId: [], commentsReportId: [], newsletters: [] };
const comment = (index: number) => ({ id: `1001-${index}`, name: `lectora${index}`, date: '2026-11-20T10:00:00.000Z', text: `Comentario ${index}`, likes: 2, dislikes: 1 });

/** Logged in with a complete profile: the list, then a like, a report (confirmed) and a post. */
export const fuzz: WidgetFuzzSpec = {
  tag: 'np-comments',
  attributes: { 'content-id': '1001', count: '2' },
  setup: () => {
    setSessionCookie('101');
  },
  calls: [
    { method: 'GET', url: /\/api\/front\/user\/profile$/, validBody: { response: { user } } },
    { method: 'GET', url: /\/api\/front\/comments\/1001\?page=1$/, validBody: { response: { comments: [comment(1), comment(2)], total: 2, page: 1, pages: 1, closed: false } } },
    { method: 'POST', url: /\/api\/front\/comment\/1001-1\/vote$/, validBody: { response: { commentId: '1001-1', vote: 'like', likes: 3, dislikes: 1 } } },
    { method: 'POST', url: /\/api\/front\/comment\/1001-2\/report$/, validBody: { response: { commentId: '1001-2', reported: true } } },
    { method: 'POST', url: /\/api\/front\/comments\/1001$/, validBody: { response: { comment: { id: '1001-p3', text: 'Opino', date: '2026-11-24T10:00:00.000Z', status: 'pending' } } } },
  ],
  drive: async (element) => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const buttons = [...element.querySelectorAll<HTMLButtonElement>('article button')];
    buttons.find((button) => button.getAttribute('aria-pressed') === 'false')?.click();
    buttons.find((button) => !button.hasAttribute('aria-pressed'))?.click();
    await new Promise((resolve) => setTimeout(resolve, 20));
    element.querySelector<HTMLButtonElement>('[role="dialog"] button.np-comments__button--primary')?.click();
    const field = element.querySelector<HTMLTextAreaElement>('textarea[name="text"]');
    if (!field) return;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, 'Opino');
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    element.querySelector('form')?.requestSubmit();
  },
};
