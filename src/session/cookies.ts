// The session cookies this page can remove (the session token itself is HttpOnly: only the
// server, on logout, removes it). Reading the session-user cookie is in src/account-code.
import Cookies from 'js-cookie';
import { forgetSessionRead, SESSION_USER_COOKIE } from '../account-code/session-marker';

export { SESSION_USER_COOKIE, sessionUserId } from '../account-code/session-marker';

/** Removes the session cookies this page can remove (the identity provider reported an error). */
export function removeSessionCookies(): void {
  Cookies.remove(SESSION_USER_COOKIE, { path: '/' });
  forgetSessionRead();
}
