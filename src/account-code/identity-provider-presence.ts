// Whether the page holds the external identity provider (a Gigya-style `window.gigya`), now or
// once it says it is ready. Light: the user button picks its login control from it, and the
// session code (src/session/identity-provider.ts) loads only when a provider is there.

export interface IdentityProvider {
  accounts: {
    showScreenSet: (options: { screenSet: string; startScreen?: string }) => void;
    getAccountInfo: (options: { callback: (answer: unknown) => void }) => void;
    addEventHandlers: (handlers: { onLogin?: (event: unknown) => void; onLogout?: () => void }) => void;
  };
}

declare global {
  interface Window {
    gigya?: unknown;
    onGigyaServiceReady?: () => void;
  }
}

const isFunction = (value: unknown): value is (...args: never[]) => unknown => typeof value === 'function';

/** The provider on the page, when it has the calls the adapter needs. */
export function identityProvider(): IdentityProvider | null {
  const accounts = (window.gigya as { accounts?: Record<string, unknown> } | undefined)?.accounts;
  if (!accounts || !isFunction(accounts.showScreenSet) || !isFunction(accounts.getAccountInfo) || !isFunction(accounts.addEventHandlers)) return null;
  return window.gigya as IdentityProvider;
}

/** Calls `then` once the provider is on the page: now, or when it calls `onGigyaServiceReady`. */
export function whenIdentityProviderReady(then: () => void): void {
  if (identityProvider()) return then();
  const previous = window.onGigyaServiceReady;
  window.onGigyaServiceReady = () => {
    previous?.();
    if (identityProvider()) then();
  };
}
