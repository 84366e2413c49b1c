// The reader's session on this page: read once however many widgets ask, cached per user for the
// day, started and ended by login and logout, and kept in step with the other tabs.
import { ApiError } from '../api/api-error';
import { fetchProfile, logout as logoutCall, toggleBulletin as bulletinCall, type CurrentUser } from '../api/user';
import { setValuation } from '../api/valuation';
import { dispatchNpEvent } from '../events';
import { SAVED_PAGES_CLEAR, SAVED_PAGES_SYNC, updateSavedPages, type SavedPagesRequest } from '../offline/saved-pages';
import { getStore } from '../store';
import { bulletinToggled, commentReported, commentVoted, currentUserCleared, currentUserLoaded, followedAuthorToggled, savedContentToggled } from '../store/session-slice';
import { pushLoggedIn, pushLoggedOut } from './analytics';
import { isSessionSignal } from '../account-code/session-marker';
import { isUpdatedToday, readCachedUser, removeCachedUser, signalOtherTabs, writeCachedUser } from './cache';
import { sessionUserId } from './cookies';

let loading: Promise<CurrentUser | null> | null = null;
let serverProfile: Promise<CurrentUser> | null = null;
/** The page store the memos above belong to: a new store (a test's new page) starts afresh. */
let memoStore: unknown = null;

function forNewStore(): void {
  if (memoStore === getStore()) return;
  memoStore = getStore();
  loading = null;
  serverProfile = null;
}

/** The site's service worker keeps the saved contents readable offline; it is told when they change. */
const tellSavedPages = (request: SavedPagesRequest): void => void updateSavedPages(getStore().getState().site.staticUrl, request);

function keep(user: CurrentUser): CurrentUser {
  writeCachedUser(user);
  getStore().dispatch(currentUserLoaded(user));
  return user;
}

/** One GET /api/front/user/profile per page: later callers share the first answer. */
function profileFromServer(): Promise<CurrentUser> {
  forNewStore();
  serverProfile ??= fetchProfile().then(keep);
  return serverProfile;
}

async function readSession(): Promise<CurrentUser | null> {
  const userId = sessionUserId();
  if (!userId) {
    getStore().dispatch(currentUserCleared());
    return null;
  }
  const cached = readCachedUser(userId);
  if (cached && isUpdatedToday(cached.updatedAt)) {
    getStore().dispatch(currentUserLoaded(cached.user));
    return cached.user;
  }
  try {
    return await profileFromServer();
  } catch (error) {
    console.warn('np: the session could not be read', error);
    getStore().dispatch(currentUserCleared());
    return null;
  }
}

/** Reads the session once per page (cookie, then the day's cache, then the server). */
export function loadSession(): Promise<CurrentUser | null> {
  listenToOtherTabs();
  forNewStore();
  loading ??= readSession();
  return loading;
}

/** The profile form refreshes the current user on load; it shares this page's one request. */
export const refreshCurrentUser = (): Promise<CurrentUser> => profileFromServer();

/** A login (form, social, identity provider) succeeded with this user; `age` from the provider, if any. */
export function startSession(user: CurrentUser, age?: number | null): void {
  forNewStore();
  keep(user);
  loading = Promise.resolve(user);
  serverProfile = Promise.resolve(user);
  pushLoggedIn(user, age ?? undefined);
  signalOtherTabs(user.id);
  tellSavedPages(SAVED_PAGES_SYNC);
  dispatchNpEvent(window, 'np:login', { userId: user.id });
}

/** The profile was saved: the store and the cache take the user the server returned. */
export const userUpdated = (user: CurrentUser): CurrentUser => keep(user);

/** Forgets the reader everywhere (store, cache, saved pages, tag manager, other tabs); the id they had, if any. */
function forgetReader(): string | undefined {
  const userId = getStore().getState().session.currentUser?.id ?? sessionUserId() ?? undefined;
  if (userId) removeCachedUser(userId);
  getStore().dispatch(currentUserCleared());
  loading = Promise.resolve(null);
  serverProfile = null;
  tellSavedPages(SAVED_PAGES_CLEAR);
  pushLoggedOut();
  signalOtherTabs(null);
  return userId;
}

/** Logs out: the API call's failure is only logged; the page forgets the reader either way. */
export async function endSession(): Promise<void> {
  try {
    await logoutCall();
  } catch (error) {
    console.warn('np: logout failed', error);
  }
  dispatchNpEvent(window, 'np:logout', { userId: forgetReader() });
}

/** The session ended elsewhere (account deleted, the identity provider's logout or error): a logout all the same. */
export function sessionLost(): void {
  dispatchNpEvent(window, 'np:logout', { userId: forgetReader() });
}

function cacheCurrent(): void {
  const user = getStore().getState().session.currentUser;
  if (user) writeCachedUser(user);
}

/** Saves or unsaves a content; the local list changes only after the server says success. */
export async function setContentSaved(contentId: string, saved: boolean): Promise<void> {
  await setValuation('content', contentId, saved);
  getStore().dispatch(savedContentToggled({ contentId, saved }));
  cacheCurrent();
  tellSavedPages(SAVED_PAGES_SYNC);
}

/** Follows or unfollows an author; the local list changes only after the server says success. */
export async function setAuthorFollowed(authorId: string, followed: boolean): Promise<void> {
  await setValuation('taxon', authorId, followed);
  getStore().dispatch(followedAuthorToggled({ authorId, followed }));
  cacheCurrent();
}

/** A comment vote the server accepted joins the reader's ids (the comments widget makes the call). */
export function rememberCommentVote(commentId: string, vote: 'like' | 'dislike'): void {
  getStore().dispatch(commentVoted({ commentId, vote }));
  cacheCurrent();
}

/** A comment report the server accepted joins the reader's ids. */
export function rememberCommentReport(commentId: string): void {
  getStore().dispatch(commentReported({ commentId }));
  cacheCurrent();
}

/** The newsletter (bulletin) flag toggles after the server says success. */
export async function toggleBulletin(): Promise<void> {
  const user = getStore().getState().session.currentUser;
  if (!user) return;
  await bulletinCall(user.id);
  getStore().dispatch(bulletinToggled());
  cacheCurrent();
}

let listening = false;

/** Login and logout in one tab update the others (storage event on the signal and cache keys). */
function listenToOtherTabs(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (!isSessionSignal(event.key)) return;
    followOtherTab();
  });
}

function followOtherTab(): void {
  const userId = sessionUserId();
  const current = getStore().getState().session.currentUser;
  if (!userId) {
    if (current) getStore().dispatch(currentUserCleared());
    loading = Promise.resolve(null);
    serverProfile = null;
    return;
  }
  const cached = readCachedUser(userId);
  if (cached) {
    getStore().dispatch(currentUserLoaded(cached.user));
    loading = Promise.resolve(cached.user);
  }
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && (error.status === 401 || error.status === 403);

/** For tests: forget what this page has read. */
export function resetSessionForTests(): void {
  loading = null;
  serverProfile = null;
}
