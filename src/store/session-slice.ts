import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserCallFailure } from '../api/request-failures';
import type { CurrentUser, SessionUser } from '../api/user-types';

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

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    requestFailed(state, action: PayloadAction<RequestErrorRecord>) {
      state.requestErrors.push(action.payload);
    },
    requestErrorsCleared(state) {
      state.requestErrors = [];
    },
    currentUserLoaded(state, action: PayloadAction<CurrentUser>) {
      state.currentUser = action.payload;
      state.status = 'loggedIn';
    },
    /** No user id in the session cookie (or the session ended): the current user is emptied. */
    currentUserCleared(state) {
      state.currentUser = null;
      state.user = null;
      state.status = 'anonymous';
    },
    sessionUserChanged(state, action: PayloadAction<SessionUser | null>) {
      state.user = action.payload;
    },
    /** Only after the server said success. */
    savedContentToggled(state, action: PayloadAction<{ contentId: string; saved: boolean }>) {
      if (state.currentUser) state.currentUser.savedContentIds = toggled(state.currentUser.savedContentIds, action.payload.contentId, action.payload.saved);
    },
    /** Only after the server said success. */
    followedAuthorToggled(state, action: PayloadAction<{ authorId: string; followed: boolean }>) {
      if (state.currentUser) state.currentUser.followedAuthorIds = toggled(state.currentUser.followedAuthorIds, action.payload.authorId, action.payload.followed);
    },
    /** Only after the server said success: one vote per comment, like or dislike. */
    commentVoted(state, action: PayloadAction<{ commentId: string; vote: 'like' | 'dislike' }>) {
      const user = state.currentUser;
      if (!user) return;
      const { commentId, vote } = action.payload;
      user.commentsLikeId = toggled(user.commentsLikeId, commentId, vote === 'like');
      user.commentsDislikeId = toggled(user.commentsDislikeId, commentId, vote === 'dislike');
    },
    /** Only after the server said success. */
    commentReported(state, action: PayloadAction<{ commentId: string }>) {
      if (state.currentUser) state.currentUser.commentsReportId = toggled(state.currentUser.commentsReportId, action.payload.commentId, true);
    },
    bulletinToggled(state) {
      if (state.currentUser) state.currentUser.bulletin = !state.currentUser.bulletin;
    },
  },
});

export const {
  requestFailed,
  requestErrorsCleared,
  currentUserLoaded,
  currentUserCleared,
  sessionUserChanged,
  savedContentToggled,
  followedAuthorToggled,
  bulletinToggled,
  commentVoted,
  commentReported,
} = sessionSlice.actions;
