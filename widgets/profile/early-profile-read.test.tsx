// The profile's call starts as its chunk runs (early-profile-read.ts), and the tab then shares it.
import { screen, waitFor } from '@testing-library/react';
import { navigation } from '../../src/navigation/safe-redirect';
import { resetSessionForTests } from '../../src/session/session';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig, setWindowWidth } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { placeWidget, setAddress } from '../../test/support/widgets';
import { startProfileRead } from './early-profile-read';

const PROFILE_CALL = '/api/front/user/profile';
let api: FakeApi;

beforeEach(() => {
  document.body.replaceChildren();
  setWindowWidth(1280);
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  setSessionCookie('101');
  api = fakeApi();
  api.on('GET', PROFILE_CALL, okBody({ user: aReader() }));
  jest.spyOn(navigation, 'assign').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

const profileCalls = () => api.callsTo('GET', PROFILE_CALL).length;

describe('startProfileRead', () => {
  it.each(['/perfil/mi-cuenta/', '/perfil/boletines', '/demo/'])('starts the profile call on %s, whose tab reads the profile as it mounts', async (path) => {
    startProfileRead(path);
    await waitFor(() => expect(profileCalls()).toBe(1));
  });

  it.each(['/perfil/contenidos-guardados/', '/perfil/autores/'])('starts nothing on %s, whose tab reads its own list', async (path) => {
    startProfileRead(path);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(profileCalls()).toBe(0);
  });

  it('starts nothing without a session cookie (the profile sends the reader to log in)', async () => {
    setSessionCookie(null);
    startProfileRead('/perfil/mi-cuenta/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(profileCalls()).toBe(0);
  });

  it('leaves no unhandled rejection when the call fails', async () => {
    api.on('GET', PROFILE_CALL, { status: 500, body: { httpCode: 500 } });
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      startProfileRead('/perfil/mi-cuenta/');
      await waitFor(() => expect(profileCalls()).toBe(1));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('<np-profile> whose chunk runs on a profile page with a session', () => {
  it('calls once, before any element renders, and the form shows that answer', async () => {
    setAddress('/perfil/mi-cuenta/');
    await import('./profile.element');
    await waitFor(() => expect(profileCalls()).toBe(1));
    placeWidget('np-profile');
    expect(await screen.findByLabelText(/^Nombre de usuario/)).toHaveValue(aReader().nick);
    expect(profileCalls()).toBe(1);
  });

  it('a failed early call still sends the reader to /acceso/, as the form did on its own', async () => {
    api.on('GET', PROFILE_CALL, { status: 500, body: { httpCode: 500 } });
    setAddress('/perfil/mi-cuenta/');
    startProfileRead(window.location.pathname);
    await waitFor(() => expect(profileCalls()).toBe(1));
    placeWidget('np-profile');
    await waitFor(() => expect(navigation.assign).toHaveBeenCalledWith('/acceso/'));
    expect(profileCalls()).toBe(1);
  });
});
