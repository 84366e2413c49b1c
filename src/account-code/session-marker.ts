// The session-user cookie marks a session (its value is the reader's id); without it the page has
// no reader to ask the server about. Light on purpose: every account widget reads it before any
// request or session code has loaded. The session token itself is HttpOnly.
import Cookies from 'js-cookie';
import { SESSION_USER_COOKIE } from '../constants';

export { SESSION_USER_COOKIE };

/** The last read, kept until the task's microtasks run (undefined: not read in this task). */
let readInThisTask: string | null | undefined;

/**
 * The reader id of the session cookie, or null without a session. Read once per task: reading
 * `document.cookie` asks the browser, and the like buttons of a page mount one after another in one
 * task (on the phone profile, the article with video spent 21 ms in js-cookie's read).
 */
export function sessionUserId(): string | null {
  if (readInThisTask === undefined) {
    readInThisTask = Cookies.get(SESSION_USER_COOKIE) || null;
    queueMicrotask(forgetSessionRead);
  }
  return readInThisTask;
}

/** For code that has just changed the cookie: the next read asks the browser again. */
export function forgetSessionRead(): void {
  readInThisTask = undefined;
}

/** Written on every login and logout so other tabs follow (storage event). */
export const SESSION_SIGNAL_KEY = 'np:session';

/** The current user cached per reader in local storage: this prefix, then the reader's id. */
export const CURRENT_USER_KEY_PREFIX = 'np:current-user:';

/** A storage key that login or logout in another tab writes. */
export const isSessionSignal = (key: string | null): boolean => key === SESSION_SIGNAL_KEY || Boolean(key?.startsWith(CURRENT_USER_KEY_PREFIX));
