// The identity-provider adapter over a fake window.gigya.
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { getStore } from '../store';
import { sessionUserId } from './cookies';
import { connectIdentityProvider, identityProvider, onAccountInfo, onProviderLogin, onProviderLogout, showScreenSet } from './identity-provider';
import { resetSessionForTests } from './session';

let api: FakeApi;
const account = { errorCode: 0, UID: '101', UIDSignature: 'c2lnbmF0dXJl', signatureTimestamp: '1700000000', profile: { email: 'lector@example.com', age: 29 } };

function fakeProvider() {
  const handlers: Array<{ onLogin?: (event: unknown) => void; onLogout?: () => void }> = [];
  const provider = {
    handlers,
    screenSets: [] as unknown[],
    accountAnswer: { errorCode: 0 } as unknown,
    accounts: {
      showScreenSet: (options: unknown) => provider.screenSets.push(options),
      getAccountInfo: ({ callback }: { callback: (answer: unknown) => void }) => callback(provider.accountAnswer),
      addEventHandlers: (each: (typeof handlers)[number]) => handlers.push(each),
    },
  };
  return provider;
}

beforeEach(() => {
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  window.dataLayer = [];
  delete window.gigya;
  api = fakeApi();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

describe('the identity-provider adapter', () => {
  it('a login event calls POST /api/front/gigya/user/login with the signed account and sets the dataLayer user variables with the age band', async () => {
    api.on('POST', '/api/front/gigya/user/login', okBody({ user: aReader() }));
    await onProviderLogin(account);
    expect(api.calls[0]?.data).toEqual({ xUID: '101', xUIDSignature: 'c2lnbmF0dXJl', xsignatureTimestamp: '1700000000' });
    expect(getStore().getState().session.status).toBe('loggedIn');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login', userId: '101', userAgeBand: '25-34' }));
  });

  it('an unsigned login event is ignored; a failed API login is only logged', async () => {
    await onProviderLogin({ UID: '101' });
    expect(api.calls).toHaveLength(0);
    api.on('POST', '/api/front/gigya/user/login', { status: 401, body: { httpCode: 401 } });
    await onProviderLogin(account);
    expect(getStore().getState().session.status).not.toBe('loggedIn');
  });

  it('a logout event clears the session and the dataLayer user variables', () => {
    onProviderLogout();
    expect(getStore().getState().session.status).toBe('anonymous');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'logout', userLogged: false }));
  });

  it('an account error removes the session cookies', () => {
    setSessionCookie('101');
    onAccountInfo({ errorCode: 403005 });
    expect(sessionUserId()).toBeNull();
    setSessionCookie('101');
    onAccountInfo({ errorCode: 0 });
    expect(sessionUserId()).toBe('101');
  });

  it('connects when the provider says it is ready, registers its handlers once, and opens the screen sets', () => {
    expect(showScreenSet('login')).toBe(false);
    connectIdentityProvider();
    const provider = fakeProvider();
    window.gigya = provider;
    window.onGigyaServiceReady?.();
    connectIdentityProvider();
    expect(identityProvider()).not.toBeNull();
    expect(provider.handlers).toHaveLength(1);
    showScreenSet('login');
    showScreenSet('register');
    showScreenSet('profile');
    expect(provider.screenSets).toEqual([
      { screenSet: 'Default-RegistrationLogin', startScreen: 'gigya-login-screen' },
      { screenSet: 'Default-RegistrationLogin', startScreen: 'gigya-register-screen' },
      { screenSet: 'Default-ProfileUpdate' },
    ]);
  });

  it('a provider without the calls it needs is not used', () => {
    window.gigya = { accounts: { showScreenSet: 'nope' } };
    expect(identityProvider()).toBeNull();
  });
});
