// The current user cached per user in local storage, with its last-updated time. The cache is
// valid for the day it was written (spec section 9); storage that fails is treated as empty.
import type { CurrentUser } from '../api/user';
import { readCurrentUser } from '../api/user-read';
import { asRecord, asString } from '../api/shape';
import { CURRENT_USER_KEY_PREFIX, SESSION_SIGNAL_KEY } from '../account-code/session-marker';

export { SESSION_SIGNAL_KEY };

export interface CachedUser {
  user: CurrentUser;
  updatedAt: Date;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const cacheKey = (userId: string): string => `${CURRENT_USER_KEY_PREFIX}${userId}`;

export function readCachedUser(userId: string): CachedUser | null {
  let raw: unknown;
  try {
    raw = JSON.parse(storage()?.getItem(cacheKey(userId)) ?? 'null');
  } catch {
    return null;
  }
  const entry = asRecord(raw);
  const user = readCurrentUser(entry.user);
  const updatedAt = new Date(asString(entry.updatedAt));
  if (!user || user.id !== userId || Number.isNaN(updatedAt.getTime())) return null;
  return { user, updatedAt };
}

export function writeCachedUser(user: CurrentUser, now: Date = new Date()): void {
  try {
    storage()?.setItem(cacheKey(user.id), JSON.stringify({ user, updatedAt: now.toISOString() }));
  } catch (error) {
    console.warn('np: the current user could not be cached', error);
  }
}

export function removeCachedUser(userId: string): void {
  try {
    storage()?.removeItem(cacheKey(userId));
  } catch {
    // Nothing cached that could be removed.
  }
}

/** The cached profile counts only on the day it was written (local time). */
export const isUpdatedToday = (updatedAt: Date, now: Date = new Date()): boolean => updatedAt.toDateString() === now.toDateString();

export function signalOtherTabs(userId: string | null): void {
  try {
    storage()?.setItem(SESSION_SIGNAL_KEY, JSON.stringify({ userId, at: Date.now() }));
  } catch {
    // Other tabs catch up on their next load.
  }
}
