import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountCodeIfLoaded, resetAccountCodeForTests } from '../../src/account-code/load';
import { getStore } from '../../src/store';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget } from '../../test/support/widgets';
import './like-button.element';

let api: FakeApi;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  resetAccountCodeForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader({ savedContentIds: ['1001'], followedAuthorIds: [] }) }));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

describe('<np-like-button>', () => {
  it('logged out: a click opens a login prompt dialog that Esc closes, focus back on the button', async () => {
    const element = placeWidget('np-like-button', { 'content-id': '1001' });
    const button = await screen.findByRole('button', { name: 'Guardar en favoritos' });
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Inicia sesión' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', expect.stringMatching(/^\/acceso\?backUrl=/));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('logged out (no session cookie): ready without the session code, which arrives with the first click', async () => {
    const element = placeWidget('np-like-button', { 'content-id': '1001' });
    await waitFor(() => expect(element).toHaveAttribute('data-np-status', 'ready'));
    expect(screen.getByRole('button', { name: 'Guardar en favoritos' })).toBeEnabled();
    expect(accountCodeIfLoaded()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Guardar en favoritos' }));
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión' })).toBeVisible();
    expect(accountCodeIfLoaded()).not.toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('a login in another tab (session cookie and storage signal) brings the session code and the saved state', async () => {
    placeWidget('np-like-button', { 'content-id': '1001' });
    await screen.findByRole('button', { name: 'Guardar en favoritos', pressed: false });
    setSessionCookie('101');
    window.dispatchEvent(new StorageEvent('storage', { key: 'np:session' }));
    expect(await screen.findByRole('button', { name: 'Guardar en favoritos', pressed: true })).toBeEnabled();
    expect(api.callsTo('GET', '/api/front/user/profile')).toHaveLength(1);
  });

  it('logged in: shows the saved state and toggles it with DELETE then POST /api/valuation/content/{id}', async () => {
    setSessionCookie('101');
    api.on('DELETE', '/api/valuation/content/1001', okBody({ success: true }));
    api.on('POST', '/api/valuation/content/1001/1', okBody({ success: true }));
    placeWidget('np-like-button', { 'content-id': '1001' });
    const button = await screen.findByRole('button', { name: 'Guardar en favoritos', pressed: true });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/front/user/profile', 'DELETE /api/valuation/content/1001', 'POST /api/valuation/content/1001/1']);
  });

  it('follows an author with POST /api/valuation/taxon/{id}/1; a failed toggle is only logged and the state stays', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/valuation/taxon/501/1', { status: 500, body: { httpCode: 500 } });
    placeWidget('np-like-button', { 'author-id': '501' });
    const button = await screen.findByRole('button', { name: 'Seguir al autor', pressed: false });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(console.warn).toHaveBeenCalledWith('np: the author toggle failed', expect.anything()));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(getStore().getState().session.currentUser?.followedAuthorIds).toEqual([]);
  });

  it('many buttons on a page make one profile request, and all follow the one store', async () => {
    setSessionCookie('101');
    for (let index = 0; index < 20; index += 1) placeWidget('np-like-button', { 'content-id': index === 0 ? '1001' : String(2000 + index) });
    await waitFor(() => expect(document.querySelectorAll('[data-np-status="ready"]')).toHaveLength(20));
    expect(api.callsTo('GET', '/api/front/user/profile')).toHaveLength(1);
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
  });
});
