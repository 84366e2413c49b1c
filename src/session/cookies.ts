// The session-user cookie marks a session (its value is the reader's id). The session token
// itself is HttpOnly: only the server (logout) can remove it. Read and removed through js-cookie.
import Cookies from 'js-cookie';

export const SESSION_USER_COOKIE = 'np_session_user';

/** The reader id of the session cookie, or null without a session. */
export const sessionUserId = (): string | null => Cookies.get(SESSION_USER_COOKIE) || null;

/** Removes the session cookies this page can remove (the identity provider reported an error). */
export function removeSessionCookies(): void {
  Cookies.remove(SESSION_USER_COOKIE, { path: '/' });
}
