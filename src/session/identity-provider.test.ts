// The identity-provider adapter over a fake window.gigya.
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { getStore } from '../store';
import { sessionUserId } from './cookies';
import { connectIdentityProvider, identityProvider, onAccountInfo, onProviderLogin, onProviderLogout, showScreenSet } from './identity-provider';
import { resetSessionForTests, setAuthorFollowed, setContentSaved } from './session';

let api: FakeApi;
const account = { errorCode: 0, UID: '101', UIDSignature: 'c2lnbmF0dXJl', signatureTimestamp: '1700000000', registered: '2024-03-05T10:20:30.000Z', profile: { email: 'lector@example.com', firstName: 'Laia', age: 29, gender: 'f', thumbnailURL: 'https://cdn.example/laia.jpg' } };

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

  it('a login event fills the session user: the signed account and the provider profile beside the reader the API logged in', async () => {
    const reader = aReader({ savedContentIds: ['1001'], followedAuthorIds: ['7'] });
    api.on('POST', '/api/front/gigya/user/login', okBody({ user: reader }));
    await onProviderLogin(account);
    expect(getStore().getState().session.user).toEqual({
      id: reader.id, nick: reader.nick, UID: '101', UIDSignature: 'c2lnbmF0dXJl', signatureTimestamp: '1700000000',
      profile: { email: 'lector@example.com', firstName: 'Laia', lastName: '', age: 29, gender: 'f', thumbnailURL: 'https://cdn.example/laia.jpg' },
      registered: '2024-03-05', savedContentIds: ['1001'], followedAuthorIds: ['7'],
    });
  });

  it("the session user's saved contents and followed authors follow the reader's after the login", async () => {
    api.on('POST', '/api/front/gigya/user/login', okBody({ user: aReader({ savedContentIds: ['1001'], followedAuthorIds: [] }) }));
    api.on('POST', '/api/valuation/content/1002/1', okBody({ success: true }));
    api.on('POST', '/api/valuation/taxon/7/1', okBody({ success: true }));
    await onProviderLogin(account);
    await setContentSaved('1002', true);
    await setAuthorFollowed('7', true);
    expect(getStore().getState().session.user).toMatchObject({ UID: '101', savedContentIds: ['1001', '1002'], followedAuthorIds: ['7'] });
  });

  it('a login event with a malformed profile and no registration date still logs in, with empty profile fields', async () => {
    api.on('POST', '/api/front/gigya/user/login', okBody({ user: aReader() }));
    await onProviderLogin({ ...account, registered: 'yesterday', profile: { email: 42, firstName: ['x'], age: '29', thumbnailURL: 'javascript:alert(1)' } });
    expect(getStore().getState().session.user).toMatchObject({ registered: '', profile: { email: '42', firstName: '', lastName: '', age: null, gender: null, thumbnailURL: null } });
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login' }));
  });

  it('an unsigned login event is ignored; a failed API login is only logged', async () => {
    await onProviderLogin({ UID: '101' });
    expect(api.calls).toHaveLength(0);
    api.on('POST', '/api/front/gigya/user/login', { status: 401, body: { httpCode: 401 } });
    await onProviderLogin(account);
    expect(getStore().getState().session.status).not.toBe('loggedIn');
  });

  it('a logout event clears the session, the session user and the dataLayer user variables once, and dispatches np:logout', async () => {
    api.on('POST', '/api/front/gigya/user/login', okBody({ user: aReader() }));
    await onProviderLogin(account);
    const logouts: unknown[] = [];
    const listener = (event: Event) => logouts.push((event as CustomEvent).detail);
    window.addEventListener('np:logout', listener);
    onProviderLogout();
    window.removeEventListener('np:logout', listener);
    expect(getStore().getState().session).toMatchObject({ status: 'anonymous', user: null, currentUser: null });
    expect((window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'logout')).toEqual([expect.objectContaining({ event: 'logout', userLogged: false })]);
    expect(logouts).toEqual([{ userId: aReader().id }]);
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
