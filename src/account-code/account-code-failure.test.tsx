// The session code (chunks np-request and np-account) fails to load: reported as the loader
// reports a failed chunk (np:error kind `chunk`, once per tag), and the widget shows the same
// fallback text with data-np-status="error".
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetAccountCodeForTests } from './load';
import { fakeApi, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import '../../widgets/like-button/like-button.element';
import '../../widgets/user-button/user-button.element';

jest.mock('../session/account-code', () => {
  const error = new Error('Loading chunk np-account failed.\n(error: http://diario.localhost/diario/np-account.0123abcd.js)');
  throw Object.assign(error, { name: 'ChunkLoadError', type: 'error', request: 'http://diario.localhost/diario/np-account.0123abcd.js' });
});

const FALLBACK = 'Este contenido no está disponible en este momento.';
let api: FakeApi;
let errors: unknown[];
const record = (event: Event) => errors.push((event as CustomEvent).detail);

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  resetAccountCodeForTests();
  setSessionCookie(null);
  api = fakeApi();
  errors = [];
  window.addEventListener('np:error', record);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  window.removeEventListener('np:error', record);
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

const chunkError = (tag: string) => ({
  kind: 'chunk',
  tag,
  name: 'ChunkLoadError',
  message: expect.stringMatching(/^Loading chunk np-account failed\./),
  type: 'error',
  request: expect.stringContaining('np-account'),
});

describe('the session code fails to load', () => {
  it('anonymous like: the click waits busy, then one np:error (kind chunk) and the fallback text', async () => {
    const element = placeWidget('np-like-button', { 'content-id': '1001' });
    const button = await screen.findByRole('button', { name: 'Guardar en favoritos' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText(FALLBACK)).toHaveAttribute('role', 'status');
    expect(element).toHaveAttribute('data-np-status', 'error');
    expect(errors).toEqual([chunkError('np-like-button')]);
    expect(api.calls).toHaveLength(0);
  });

  it('with a session cookie: every user button and like button shows the fallback, one np:error per tag', async () => {
    setSessionCookie('101');
    const elements = [placeWidget('np-user-button'), placeWidget('np-like-button', { 'content-id': '1001' }), placeWidget('np-like-button', { 'author-id': '501' })];
    await waitFor(() => expect(screen.getAllByText(FALLBACK)).toHaveLength(3));
    for (const element of elements) expect(element).toHaveAttribute('data-np-status', 'error');
    expect(errors).toHaveLength(2);
    expect(errors).toEqual(expect.arrayContaining([chunkError('np-user-button'), chunkError('np-like-button')]));
  });
});
