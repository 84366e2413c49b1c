// The adapter to the external identity provider (a Gigya-style `window.gigya`): its screen sets
// for login, registration and profile update; its login event logs in with the API and sets the
// tag-manager user variables, its logout event clears them; an account error clears the session
// cookies. The provider's script is the page's (the demo serves a stand-in); without it nothing happens.
import { identityProvider, whenIdentityProviderReady, type IdentityProvider } from '../account-code/identity-provider-presence';
import { loginWithIdentityProvider } from '../api/user';
import { getStore } from '../store';
import { sessionUserChanged } from '../store/session-slice';
import { asNumberOrNull, readProviderAccount, sessionUserOf, type ProviderAccount } from './provider-account';
import { removeSessionCookies, sessionUserId } from './cookies';
import { sessionLost, startSession } from './session';

export type ScreenSet = 'login' | 'register' | 'profile';

const SCREEN_SETS: Record<ScreenSet, { screenSet: string; startScreen?: string }> = {
  login: { screenSet: 'Default-RegistrationLogin', startScreen: 'gigya-login-screen' },
  register: { screenSet: 'Default-RegistrationLogin', startScreen: 'gigya-register-screen' },
  profile: { screenSet: 'Default-ProfileUpdate' },
};

export function showScreenSet(kind: ScreenSet): boolean {
  const provider = identityProvider();
  if (!provider) return false;
  provider.accounts.showScreenSet(SCREEN_SETS[kind]);
  return true;
}

const storesFollowed = new WeakSet<object>();

/** The session user's saved contents and followed authors follow the reader's, who saves and follows after the login. */
function followReaderLists(): void {
  const store = getStore();
  if (storesFollowed.has(store)) return;
  storesFollowed.add(store);
  store.subscribe(() => {
    const { user, currentUser } = store.getState().session;
    if (!user || currentUser?.id !== user.id) return;
    const { savedContentIds, followedAuthorIds } = currentUser;
    if (user.savedContentIds !== savedContentIds || user.followedAuthorIds !== followedAuthorIds) store.dispatch(sessionUserChanged({ ...user, savedContentIds, followedAuthorIds }));
  });
}

/** The provider's login event: the API login with its signed account, then the session and its session user. */
export async function onProviderLogin(event: unknown): Promise<void> {
  const account = readProviderAccount(event);
  if (!account) return;
  try {
    const user = await loginWithIdentityProvider({ xUID: account.UID, xUIDSignature: account.UIDSignature, xsignatureTimestamp: account.signatureTimestamp });
    startSession(user, account.profile.age);
    getStore().dispatch(sessionUserChanged(sessionUserOf(account, user)));
    followReaderLists();
  } catch (error) {
    console.warn('np: the identity provider login failed', error);
  }
}

/** The provider's logout event: the page forgets the reader (sessionLost sends the tag manager's logout once). */
export function onProviderLogout(): void {
  sessionLost();
}

/** An account error from the provider removes the session cookies. */
export function onAccountInfo(answer: unknown): void {
  const errorCode = asNumberOrNull((answer as { errorCode?: unknown } | null)?.errorCode);
  if (errorCode !== 0 && sessionUserId()) {
    removeSessionCookies();
    sessionLost();
  }
}

let connected = false;

function connect(provider: IdentityProvider): void {
  if (connected) return;
  connected = true;
  provider.accounts.addEventHandlers({ onLogin: (event) => void onProviderLogin(event), onLogout: onProviderLogout });
  provider.accounts.getAccountInfo({ callback: onAccountInfo });
}

/** Connects once, now or when the provider says it is ready (`onGigyaServiceReady`). */
export function connectIdentityProvider(): void {
  whenIdentityProviderReady(() => {
    const provider = identityProvider();
    if (provider) connect(provider);
  });
}

export { identityProvider, type IdentityProvider, type ProviderAccount };
