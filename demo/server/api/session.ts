// The session cookies: `np_sid` (HttpOnly token) and `np_session_user` (readable user id).
import { serializeCookie } from '../http/cookies';
import type { DemoUser } from '../seed/types';
import type { DemoState } from '../state/demo-state';

export const SESSION_COOKIE = 'np_sid';
export const SESSION_USER_COOKIE = 'np_session_user';

export function sessionCookies(token: string, userId: string): string[] {
  return [
    serializeCookie(SESSION_COOKIE, token, { httpOnly: true, path: '/', sameSite: 'Lax' }),
    serializeCookie(SESSION_USER_COOKIE, userId, { path: '/', sameSite: 'Lax' }),
  ];
}

export function clearedSessionCookies(): string[] {
  return [
    serializeCookie(SESSION_COOKIE, '', { httpOnly: true, path: '/', sameSite: 'Lax', maxAge: 0 }),
    serializeCookie(SESSION_USER_COOKIE, '', { path: '/', sameSite: 'Lax', maxAge: 0 }),
  ];
}

/** The reader of a valid session cookie, if any. */
export function sessionUser(state: DemoState, cookies: Readonly<Record<string, string>>): DemoUser | undefined {
  const userId = state.sessions.userIdOf(cookies[SESSION_COOKIE]);
  return userId === undefined ? undefined : state.users.get(userId);
}
