// The adapter to the external identity provider (a Gigya-style `window.gigya`): its screen sets
// for login, registration and profile update; its login event logs in with the API and sets the
// tag-manager user variables, its logout event clears them; an account error clears the session
// cookies. The provider's script is the page's (the demo serves a stand-in); without it nothing happens.
import { identityProvider, whenIdentityProviderReady, type IdentityProvider } from '../account-code/identity-provider-presence';
import { loginWithIdentityProvider } from '../api/user';
import { asNumberOrNull, readProviderAccount, type ProviderAccount } from './provider-account';
import { pushLoggedOut } from './analytics';
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

/** The provider's login event: the API login with its signed account, then the session. */
export async function onProviderLogin(event: unknown): Promise<void> {
  const account = readProviderAccount(event);
  if (!account) return;
  try {
    const user = await loginWithIdentityProvider({ xUID: account.UID, xUIDSignature: account.UIDSignature, xsignatureTimestamp: account.signatureTimestamp });
    startSession(user, account.age);
  } catch (error) {
    console.warn('np: the identity provider login failed', error);
  }
}

export function onProviderLogout(): void {
  sessionLost();
  pushLoggedOut();
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
