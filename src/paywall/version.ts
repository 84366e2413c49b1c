// The paywall version being tested, kept in a cookie (spec: accounts and session, sections 4 and
// 9) and read through js-cookie. Shared by <np-paywall> (which version's messages to ask for) and
// <np-paywall-version-banner> (say it, and go back to the published one). Not in the spec: the
// cookie's name, and that a version id is letters, digits, `-` and `_` (anything else counts as
// no cookie).
import Cookies from 'js-cookie';

export const PAYWALL_VERSION_COOKIE = 'np_paywall_version';
/** The relative version id of the published paywall (when no test version is in the cookie). */
export const PAYWALL_PUBLISHED_VERSION_ID = '0';
const VERSION_ID = /^[\w-]{1,64}$/;

/** The test version in the cookie, or null when the published paywall is in use. */
export function paywallTestVersion(): string | null {
  const id = Cookies.get(PAYWALL_VERSION_COOKIE);
  return id && VERSION_ID.test(id) && id !== PAYWALL_PUBLISHED_VERSION_ID ? id : null;
}

/** The relative version id of the messages call: the cookie's test version, or the published one. */
export const paywallVersionId = (): string => paywallTestVersion() ?? PAYWALL_PUBLISHED_VERSION_ID;

/** Back to the published paywall (the cookie is a page cookie on path `/`). */
export function clearPaywallTestVersion(): void {
  Cookies.remove(PAYWALL_VERSION_COOKIE, { path: '/' });
}
