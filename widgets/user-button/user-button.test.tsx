import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountCodeIfLoaded, resetAccountCodeForTests } from '../../src/account-code/load';
import { navigation } from '../../src/navigation/safe-redirect';
import { resetSessionForTests } from '../../src/session/session';
import { getStore } from '../../src/store';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget, setAddress } from '../../test/support/widgets';
import './user-button.element';

let api: FakeApi;
let assign: jest.SpyInstance;

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  setAddress('/noticia/1001');
  localStorage.clear();
  resetSessionForTests();
  resetAccountCodeForTests();
  setSessionCookie(null);
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
  assign = jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

describe('<np-user-button>', () => {
  it('anonymous: a login link that comes back to this page', async () => {
    const element = placeWidget('np-user-button');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/acceso?backUrl=%2Fnoticia%2F1001');
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(accountCodeIfLoaded()).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('anonymous: the link comes in the first render, with no store update (the store starts anonymous without a session cookie)', async () => {
    const storeUpdates = jest.fn();
    getStore().subscribe(storeUpdates);
    const element = placeWidget('np-user-button');
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(element).toHaveAttribute('data-np-status', 'ready');
    expect(storeUpdates).not.toHaveBeenCalled();
  });

  it('logged in: profile and logout; logout calls the API, dispatches np:logout and goes to /acceso/, even when the call fails', async () => {
    setSessionCookie('101');
    api.on('POST', '/api/front/user/logout', { status: 500, body: { httpCode: 500 } });
    const logouts: unknown[] = [];
    window.addEventListener('np:logout', (event) => logouts.push((event as CustomEvent).detail));
    placeWidget('np-user-button');
    expect(await screen.findByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', '/perfil/mi-cuenta');
    await userEvent.click(screen.getByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/acceso/'));
    expect(api.callsTo('POST', '/api/front/user/logout')).toHaveLength(1);
    expect(logouts).toEqual([{ userId: '101' }]);
  });

  it('speaks Catalan', async () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-user-button');
    expect(await screen.findByRole('link', { name: 'Inicia la sessió' })).toBeVisible();
  });
});
