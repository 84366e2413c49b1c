// The session-user cookie marks a session (its value is the reader's id). The session token
// itself is HttpOnly: only the server (logout) can remove it.

export const SESSION_USER_COOKIE = 'np_session_user';

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The reader id of the session cookie, or null without a session. */
export const sessionUserId = (): string | null => readCookie(SESSION_USER_COOKIE) || null;

/** Removes the session cookies this page can remove (the identity provider reported an error). */
export function removeSessionCookies(): void {
  document.cookie = `${SESSION_USER_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
