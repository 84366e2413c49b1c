// The one helper that decides every post-login or post-action destination (backUrl, social
// sign-in, logout): only same-origin http(s) addresses are followed; anything else, including a
// value the URL parser refuses, goes to the account page.

export const ACCOUNT_PAGE_PATH = '/perfil/mi-cuenta';
export const LOGIN_PAGE_PATH = '/acceso/';

/** The absolute address to go to: `value` when it stays on `current`'s origin, else `fallback`. */
export function safeRedirectTarget(value: unknown, current: string = window.location.href, fallback: string = ACCOUNT_PAGE_PATH): string {
  const here = new URL(current);
  const fallbackUrl = new URL(fallback, here).href;
  if (typeof value !== 'string' || value.trim() === '') return fallbackUrl;
  let target: URL;
  try {
    target = new URL(value, here);
  } catch {
    return fallbackUrl;
  }
  const isWeb = target.protocol === 'http:' || target.protocol === 'https:';
  return isWeb && target.origin === here.origin ? target.href : fallbackUrl;
}

/** `backUrl` of a query string, as the page received it (one percent-decoding). */
export const backUrlOf = (search: string = window.location.search): string | null => new URLSearchParams(search).get('backUrl');

/** Full navigations go through here, so that tests can watch them (jsdom cannot navigate). */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Leaves the page for a safe destination (full navigation). */
export function redirectTo(value: unknown, fallback: string = ACCOUNT_PAGE_PATH): void {
  navigation.assign(safeRedirectTarget(value, window.location.href, fallback));
}
