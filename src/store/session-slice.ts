import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import type { UserCallFailure } from '../api/request-failures';
import type { CurrentUser, SessionUser } from '../api/user-types';
import { patched } from './patched';

/** A failed user call, as the request client records it. */
export type RequestErrorRecord = UserCallFailure;

/** `unknown` until the session has been read on this page (at once `anonymous` without a session cookie). */
export type SessionStatus = 'unknown' | 'anonymous' | 'loggedIn';

export interface SessionState {
  /** The identity provider's session user, when it reported one. */
  user: SessionUser | null;
  /** The reader of this page (cached per user in local storage). */
  currentUser: CurrentUser | null;
  status: SessionStatus;
  requestErrors: RequestErrorRecord[];
}

const initialState: SessionState = { user: null, currentUser: null, status: 'unknown', requestErrors: [] };

/**
 * The session as the store starts: a page without a session cookie has no reader for the session
 * load to find, so every widget renders its anonymous state in its first render (the user button,
 * the like buttons, the login form), not one store update later. With the cookie the load decides.
 */
export const initialSessionState = (hasSessionCookie: boolean): SessionState => (hasSessionCookie ? initialState : { ...initialState, status: 'anonymous' });

const toggled = (ids: string[], id: string, on: boolean): string[] => (on ? [...new Set([...ids, id])] : ids.filter((each) => each !== id));

export const requestFailed = createAction<RequestErrorRecord>('session/requestFailed');
export const requestErrorsCleared = createAction('session/requestErrorsCleared');
export const currentUserLoaded = createAction<CurrentUser>('session/currentUserLoaded');
/** No user id in the session cookie (or the session ended): the current user is emptied. */
export const currentUserCleared = createAction('session/currentUserCleared');
export const sessionUserChanged = createAction<SessionUser | null>('session/sessionUserChanged');
/** Only after the server said success. */
export const savedContentToggled = createAction<{ contentId: string; saved: boolean }>('session/savedContentToggled');
/** Only after the server said success. */
export const followedAuthorToggled = createAction<{ authorId: string; followed: boolean }>('session/followedAuthorToggled');
/** Only after the server said success: one vote per comment, like or dislike. */
export const commentVoted = createAction<{ commentId: string; vote: 'like' | 'dislike' }>('session/commentVoted');
/** Only after the server said success. */
export const commentReported = createAction<{ commentId: string }>('session/commentReported');
export const bulletinToggled = createAction('session/bulletinToggled');

/** The current user with `change` applied; no current user, no change. */
const withCurrentUser = (state: SessionState, change: (user: CurrentUser) => Partial<CurrentUser>): SessionState =>
  state.currentUser ? patched(state, { currentUser: patched(state.currentUser, change(state.currentUser)) }) : state;

/** The reader's own lists and flags, which change only after the server said success. */
function currentUserReducer(state: SessionState, action: UnknownAction): SessionState {
  if (savedContentToggled.match(action)) return withCurrentUser(state, (user) => ({ savedContentIds: toggled(user.savedContentIds, action.payload.contentId, action.payload.saved) }));
  if (followedAuthorToggled.match(action)) return withCurrentUser(state, (user) => ({ followedAuthorIds: toggled(user.followedAuthorIds, action.payload.authorId, action.payload.followed) }));
  if (commentVoted.match(action)) {
    const { commentId, vote } = action.payload;
    return withCurrentUser(state, (user) => ({ commentsLikeId: toggled(user.commentsLikeId, commentId, vote === 'like'), commentsDislikeId: toggled(user.commentsDislikeId, commentId, vote === 'dislike') }));
  }
  if (commentReported.match(action)) return withCurrentUser(state, (user) => ({ commentsReportId: toggled(user.commentsReportId, action.payload.commentId, true) }));
  if (bulletinToggled.match(action)) return withCurrentUser(state, (user) => ({ bulletin: !user.bulletin }));
  return state;
}

export function sessionReducer(state: SessionState = initialState, action: UnknownAction): SessionState {
  if (requestFailed.match(action)) return patched(state, { requestErrors: [...state.requestErrors, action.payload] });
  if (requestErrorsCleared.match(action)) return patched(state, { requestErrors: [] });
  if (currentUserLoaded.match(action)) return patched(state, { currentUser: action.payload, status: 'loggedIn' });
  if (currentUserCleared.match(action)) return patched(state, { currentUser: null, user: null, status: 'anonymous' });
  if (sessionUserChanged.match(action)) return patched(state, { user: action.payload });
  return currentUserReducer(state, action);
}
