// The store's reducers: plain immutable updates (no Immer), and the same state back when nothing changes.
import { aReader } from '../../test/support/readers';
import {
  bulletinToggled,
  commentReported,
  commentVoted,
  currentUserCleared,
  currentUserLoaded,
  followedAuthorToggled,
  initialSessionState,
  requestErrorsCleared,
  requestFailed,
  savedContentToggled,
  sessionReducer,
  sessionUserChanged,
  type SessionState,
} from './session-slice';
import { headerScrolled, initialSiteState, previewChanged, siteReducer, windowResized } from './site-slice';
import { defaultPageConfig } from '../config';

const failure = { message: 'Error del servidor', apiType: 'profile', apiText: '500' };

const loggedIn = (): SessionState => sessionReducer(initialSessionState(true), currentUserLoaded(aReader({ savedContentIds: ['1'], followedAuthorIds: [], commentsLikeId: ['c1'], commentsDislikeId: [], commentsReportId: [], bulletin: false })));

describe('the session reducer', () => {
  it('loads and clears the current user', () => {
    const state = loggedIn();
    expect(state.status).toBe('loggedIn');
    expect(state.currentUser?.savedContentIds).toEqual(['1']);
    const cleared = sessionReducer(sessionReducer(state, currentUserLoaded(state.currentUser!)), currentUserCleared());
    expect(cleared).toMatchObject({ currentUser: null, user: null, status: 'anonymous' });
  });

  it('toggles saved contents and followed authors, once each', () => {
    let state = sessionReducer(loggedIn(), savedContentToggled({ contentId: '2', saved: true }));
    state = sessionReducer(state, savedContentToggled({ contentId: '2', saved: true }));
    expect(state.currentUser?.savedContentIds).toEqual(['1', '2']);
    state = sessionReducer(state, savedContentToggled({ contentId: '1', saved: false }));
    expect(state.currentUser?.savedContentIds).toEqual(['2']);
    state = sessionReducer(state, followedAuthorToggled({ authorId: 'a', followed: true }));
    expect(state.currentUser?.followedAuthorIds).toEqual(['a']);
  });

  it('keeps one vote per comment, records reports and flips the bulletin', () => {
    let state = sessionReducer(loggedIn(), commentVoted({ commentId: 'c1', vote: 'dislike' }));
    expect(state.currentUser).toMatchObject({ commentsLikeId: [], commentsDislikeId: ['c1'] });
    state = sessionReducer(state, commentReported({ commentId: 'c2' }));
    state = sessionReducer(state, bulletinToggled());
    expect(state.currentUser).toMatchObject({ commentsReportId: ['c2'], bulletin: true });
  });

  it('leaves the state it was given untouched', () => {
    const before = loggedIn();
    const snapshot = JSON.stringify(before);
    sessionReducer(before, savedContentToggled({ contentId: '9', saved: true }));
    sessionReducer(before, requestFailed(failure));
    expect(JSON.stringify(before)).toBe(snapshot);
  });

  it('changes nothing for a reader without a current user', () => {
    const anonymous = initialSessionState(false);
    expect(sessionReducer(anonymous, savedContentToggled({ contentId: '2', saved: true }))).toBe(anonymous);
    expect(sessionReducer(anonymous, bulletinToggled())).toBe(anonymous);
  });

  it('gives the same state back when an action changes nothing, so selectors keep their values', () => {
    const anonymous = initialSessionState(false);
    expect(sessionReducer(anonymous, currentUserCleared())).toBe(anonymous);
    expect(sessionReducer(anonymous, sessionUserChanged(null))).toBe(anonymous);
    expect(sessionReducer(anonymous, { type: 'elsewhere/unrelated' })).toBe(anonymous);
    const state = loggedIn();
    expect(sessionReducer(state, requestErrorsCleared())).not.toBe(state); // a new empty list
    const recorded = sessionReducer(state, requestFailed(failure));
    expect(recorded.requestErrors).toHaveLength(1);
  });
});

describe('the site reducer', () => {
  const start = initialSiteState(defaultPageConfig(), 1024);

  it('records the width, the header scroll and preview, and returns the same state for the same values', () => {
    expect(siteReducer(start, windowResized(1024))).toBe(start);
    expect(siteReducer(start, windowResized(480)).windowWidth).toBe(480);
    expect(siteReducer(start, previewChanged(true)).preview).toBe(true);
    const scroll = { hidden: true, sticky: false, lastScrollY: 300 };
    expect(siteReducer(start, headerScrolled(scroll)).headerScroll).toEqual(scroll);
  });

  it('starts from the default page settings without a preloaded state', () => {
    expect(siteReducer(undefined, { type: '@@init' }).windowWidth).toBe(0);
  });
});
