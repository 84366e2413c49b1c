import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublishedComment } from '../../src/api/comments';
import { getStore } from '../../src/store';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import './comments.element';

let api: FakeApi;

const aComment = (index: number, overrides: Partial<PublishedComment> = {}): PublishedComment => ({
  id: `1001-${index}`, name: `lectora${index}`, date: '2026-11-20T10:00:00.000Z', text: `Comentario número ${index}`, likes: 3, dislikes: 1, ...overrides,
});

function thread(page: number, pages: number, comments: PublishedComment[], total = comments.length, closed = false) {
  return okBody({ comments, total, page, pages, closed });
}

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  api.on('GET', '/api/front/comments/1001', thread(1, 1, [aComment(1), aComment(2)]));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

async function placeComments(attributes: Record<string, string> = {}) {
  const element = placeWidget('np-comments', { 'content-id': '1001', count: '2', ...attributes });
  await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
  return element;
}

describe('<np-comments>', () => {
  it('logged out: count, terms, the list as articles (name, date, text) and a notice with login and register links', async () => {
    await placeComments();
    expect(screen.getByRole('heading', { name: /Comentarios \(2 comentarios\)/ })).toBeVisible();
    expect(screen.getByText(/se moderan antes de publicarse/)).toBeVisible();
    const articles = screen.getAllByRole('article');
    expect(articles).toHaveLength(2);
    expect(within(articles[0]!).getByText('lectora1')).toBeVisible();
    expect(within(articles[0]!).getByText('Comentario número 1')).toBeVisible();
    expect(articles[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', expect.stringMatching(/^\/acceso\?backUrl=.*%23comments$/));
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/registro');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('logged out: a vote opens the login prompt and sends nothing', async () => {
    await placeComments();
    await userEvent.click(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Me gusta (3)' }));
    expect(screen.getByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
    expect(api.callsTo('POST', /comment/)).toHaveLength(0);
  });

  it('a complete profile gets the form; 500 characters may be posted, 501 may not; the live counter follows', async () => {
    setSessionCookie('101');
    await placeComments();
    const field = await screen.findByRole('textbox', { name: 'Tu comentario' });
    expect(field).toHaveAttribute('name', 'text');
    const submit = screen.getByRole('button', { name: 'Publicar comentario' });
    expect(submit).toBeDisabled();
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(501));
    expect(screen.getByText('501 de 500 caracteres')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('El comentario no puede superar los 500 caracteres.'));
    expect(submit).toBeDisabled();
    await userEvent.keyboard('{Backspace}');
    expect(screen.getByText('500 de 500 caracteres')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(submit).toBeEnabled();
  });

  it('a posted comment awaits moderation: a notice, no published <article>, the field emptied', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/comments/1001', okBody({ comment: { id: '1001-p3', text: 'Mi opinión', date: '2026-11-24T10:00:00Z', status: 'pending' } }));
    await placeComments();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tu comentario' }), 'Mi opinión');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar comentario' }));
    expect(await screen.findByText(/Tu comentario está pendiente de moderación/)).toBeVisible();
    expect(api.callsTo('POST', '/api/front/comments/1001')[0]?.data).toEqual({ text: 'Mi opinión' });
    expect(screen.getByText('Mi opinión').closest('article')).toBeNull();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Tu comentario' })).toHaveValue('');
  });

  it('a failed post keeps the typed text and shows the comment-post-failure message', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/comments/1001', { status: 500, body: { httpCode: 500 } });
    await placeComments();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tu comentario' }), 'No se perderá');
    await userEvent.click(screen.getByRole('button', { name: 'Publicar comentario' }));
    expect(await screen.findByText('No se ha podido publicar tu comentario. Inténtalo de nuevo más tarde.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('textbox', { name: 'Tu comentario' })).toHaveValue('No se perderá');
  });

  it('an incomplete profile gets a notice pointing to /perfil/mi-cuenta/ and no form', async () => {
    setSessionCookie('105');
    api.on('GET', '/api/front/user/profile', okBody({ user: aReader({ id: '105', birthdate: null }) }));
    await placeComments();
    expect(await screen.findByText(/necesitas completar tu perfil/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Completar mi perfil' })).toHaveAttribute('href', '/perfil/mi-cuenta/');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('one vote per reader: the vote is pressed, both vote buttons end disabled, the session keeps its id', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/comment/1001-1/vote', okBody({ commentId: '1001-1', vote: 'dislike', likes: 3, dislikes: 2 }));
    await placeComments();
    const first = screen.getAllByRole('article')[0]!;
    await waitFor(() => expect(within(first).getByRole('button', { name: 'No me gusta (1)' })).toBeEnabled());
    await userEvent.click(within(first).getByRole('button', { name: 'No me gusta (1)' }));
    const pressed = await within(first).findByRole('button', { name: 'No me gusta (2)', pressed: true });
    expect(pressed).toBeDisabled();
    expect(within(first).getByRole('button', { name: 'Me gusta (3)', pressed: false })).toBeDisabled();
    expect(api.callsTo('POST', '/api/front/comment/1001-1/vote')[0]?.data).toEqual({ vote: 'dislike' });
    expect(getStore().getState().session.currentUser?.commentsDislikeId).toEqual(['1001-1']);
  });

  it("votes and reports already in the session show as such (commentsLikeId, commentsDislikeId, commentsReportId)", async () => {
    setSessionCookie('101');
    api.on('GET', '/api/front/user/profile', okBody({ user: aReader({ commentsLikeId: ['1001-1'], commentsDislikeId: ['1001-2'], commentsReportId: ['1001-2'] }) }));
    await placeComments();
    const [first, second] = screen.getAllByRole('article');
    expect(await within(first!).findByRole('button', { name: 'Me gusta (3)', pressed: true })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'No me gusta (1)', pressed: true })).toBeDisabled();
    expect(within(second!).getByRole('button', { name: 'Denunciado' })).toBeDisabled();
  });

  it('report asks for confirmation, then the comment is reported once', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/comment/1001-2/report', okBody({ commentId: '1001-2', reported: true }));
    await placeComments();
    const second = screen.getAllByRole('article')[1]!;
    await waitFor(() => expect(within(second).getByRole('button', { name: 'Denunciar' })).toBeEnabled());
    await userEvent.click(within(second).getByRole('button', { name: 'Denunciar' }));
    const dialog = screen.getByRole('dialog', { name: 'Denunciar comentario' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(api.callsTo('POST', /report$/)).toHaveLength(0);
    await userEvent.click(within(second).getByRole('button', { name: 'Denunciar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Sí, denunciar' }));
    expect(await within(second).findByRole('button', { name: 'Denunciado' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/front/comment/1001-2/report')).toHaveLength(1);
  });

  it('closed: the list and the closed notice, no form', async () => {
    setSessionCookie('101');
    await placeComments({ closed: '' });
    expect(await screen.findByText('Los comentarios de esta noticia están cerrados.')).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a long thread pages: "Ver más comentarios" appends the next page; the count is the server\'s', async () => {
    const first = Array.from({ length: 20 }, (_, index) => aComment(index + 1));
    const second = Array.from({ length: 14 }, (_, index) => aComment(index + 21));
    api.on('GET', /^\/api\/front\/comments\/1001$/, (call) => (api.calls.filter((each) => each.url === call.url).length === 1 ? thread(1, 2, first, 34) : thread(2, 2, second, 34)));
    await placeComments({ count: '30' });
    expect(screen.getByRole('heading', { name: /34 comentarios/ })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Ver más comentarios' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(34));
    expect(screen.queryByRole('button', { name: 'Ver más comentarios' })).toBeNull();
  });

  it('comment names and texts are plain text', async () => {
    api.on('GET', '/api/front/comments/1001', thread(1, 1, [aComment(1, { name: '<img src=x onerror=alert(1)>', text: '<b>negrita</b>' })]));
    await placeComments();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(screen.getByText('<b>negrita</b>')).toBeVisible();
    expect(document.querySelector('np-comments img, np-comments b')).toBeNull();
  });

  it('ca: texts from the Catalan catalogue', async () => {
    setPageConfig({ lang: 'ca' });
    await placeComments();
    expect(screen.getByRole('heading', { name: /Comentaris \(2 comentaris\)/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Inicia la sessió' })).toBeVisible();
  });
});
