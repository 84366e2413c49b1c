// Session on load, the day's cache, one profile request per page, toggles after success, other tabs.
import { waitFor } from '@testing-library/react';
import { fakeApi, okBody, type FakeApi } from '../../test/support/fake-api';
import { setPageConfig } from '../../test/support/page-config';
import { aReader, setSessionCookie } from '../../test/support/readers';
import { getStore } from '../store';
import { ageBand, ageOn } from './analytics';
import { cacheKey, readCachedUser, SESSION_SIGNAL_KEY, writeCachedUser } from './cache';
import { endSession, loadSession, refreshCurrentUser, resetSessionForTests, setAuthorFollowed, setContentSaved, startSession, toggleBulletin } from './session';

let api: FakeApi;
const session = () => getStore().getState().session;

beforeEach(() => {
  setPageConfig();
  localStorage.clear();
  resetSessionForTests();
  window.dataLayer = [];
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api = fakeApi();
  api.on('GET', '/api/front/user/profile', okBody({ user: aReader() }));
});

afterEach(() => {
  api.restore();
  setSessionCookie(null);
  jest.restoreAllMocks();
});

describe('session on load', () => {
  it('without a user id in the session cookie the current user is emptied and nothing is asked', async () => {
    await expect(loadSession()).resolves.toBeNull();
    expect(session()).toMatchObject({ currentUser: null, status: 'anonymous' });
    expect(api.calls).toHaveLength(0);
  });

  it("with a user id and today's cached profile, uses the cache and asks nothing", async () => {
    setSessionCookie('101');
    writeCachedUser(aReader({ nick: 'cacheado' }));
    await loadSession();
    expect(session().currentUser?.nick).toBe('cacheado');
    expect(api.calls).toHaveLength(0);
  });

  it('with a cache from yesterday, refreshes from the server and caches the answer with the time', async () => {
    setSessionCookie('101');
    writeCachedUser(aReader({ nick: 'viejo' }), new Date(Date.now() - 24 * 3600 * 1000));
    await loadSession();
    expect(session().currentUser?.nick).toBe('lector');
    expect(readCachedUser('101')?.updatedAt.toDateString()).toBe(new Date().toDateString());
  });

  it('makes one profile request however many widgets ask, the profile form refresh included', async () => {
    setSessionCookie('101');
    await Promise.all([loadSession(), loadSession(), loadSession(), refreshCurrentUser(), loadSession()]);
    expect(api.callsTo('GET', '/api/front/user/profile')).toHaveLength(1);
  });

  it('a malformed or failed profile answer leaves the reader logged out, without breaking', async () => {
    setSessionCookie('101');
    api.on('GET', '/api/front/user/profile', okBody({ user: { nick: 'no id' } }));
    await expect(loadSession()).resolves.toBeNull();
    expect(session().status).toBe('anonymous');
  });

  it('a cache entry for another user or with a broken date is ignored', () => {
    localStorage.setItem(cacheKey('101'), JSON.stringify({ user: aReader({ id: '999' }), updatedAt: new Date().toISOString() }));
    expect(readCachedUser('101')).toBeNull();
    localStorage.setItem(cacheKey('101'), '{not json');
    expect(readCachedUser('101')).toBeNull();
  });
});

describe('saved contents, followed authors and the newsletter flag', () => {
  beforeEach(async () => {
    setSessionCookie('101');
    await loadSession();
  });

  it('adds a saved content only after the server says success', async () => {
    let release: () => void = () => undefined;
    api.on('POST', '/api/valuation/content/2000/1', () => new Promise((resolve) => (release = () => resolve(okBody({ success: true })))));
    const saving = setContentSaved('2000', true);
    // The call is out (the request client loads with this first write) and unanswered.
    await waitFor(() => expect(api.callsTo('POST', '/api/valuation/content/2000/1')).toHaveLength(1));
    expect(session().currentUser?.savedContentIds).not.toContain('2000');
    release();
    await saving;
    expect(session().currentUser?.savedContentIds).toContain('2000');
    expect(readCachedUser('101')?.user.savedContentIds).toContain('2000');
  });

  it('keeps the followed authors as they were when the server fails', async () => {
    api.on('DELETE', '/api/valuation/taxon/501', { status: 500, body: { httpCode: 500 } });
    await expect(setAuthorFollowed('501', false)).rejects.toMatchObject({ failure: 'server' });
    expect(session().currentUser?.followedAuthorIds).toEqual(['501']);
    api.on('DELETE', '/api/valuation/taxon/501', okBody({ success: true }));
    await setAuthorFollowed('501', false);
    expect(session().currentUser?.followedAuthorIds).toEqual([]);
  });

  it('keeps the lists as they were when the server answers without success (success: false, or no answer body)', async () => {
    api.on('POST', '/api/valuation/content/2000/1', okBody({ success: false }));
    await expect(setContentSaved('2000', true)).rejects.toThrow('did not say it succeeded');
    api.on('DELETE', '/api/valuation/taxon/501', okBody(null));
    await expect(setAuthorFollowed('501', false)).rejects.toThrow('did not say it succeeded');
    expect(session().currentUser).toMatchObject({ savedContentIds: ['1001', '1002'], followedAuthorIds: ['501'] });
  });

  it('toggles the newsletter flag after POST /api/front/user/bulletin with the user id', async () => {
    api.on('POST', '/api/front/user/bulletin', okBody({ success: true }));
    await toggleBulletin();
    expect(api.callsTo('POST', '/api/front/user/bulletin')[0]?.data).toEqual({ userId: '101' });
    expect(session().currentUser?.bulletin).toBe(false);
  });
});

describe('login, logout and the other tabs', () => {
  it('a login stores and caches the user, sets the tag-manager user variables and dispatches np:login', () => {
    const logins: unknown[] = [];
    window.addEventListener('np:login', (event) => logins.push((event as CustomEvent).detail));
    startSession(aReader());
    expect(session().status).toBe('loggedIn');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'login', userId: '101', userLogged: true, userAgeBand: expect.stringMatching(/^(25-34|35-44)$/) }));
    expect(logins).toEqual([{ userId: '101' }]);
  });

  it('a logout that fails on the server is only logged; the page forgets the reader and clears the variables', async () => {
    startSession(aReader());
    api.on('POST', '/api/front/user/logout', { status: 500, body: { httpCode: 500 } });
    await endSession();
    expect(session()).toMatchObject({ currentUser: null, status: 'anonymous' });
    expect(localStorage.getItem(cacheKey('101'))).toBeNull();
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ event: 'logout', userLogged: false }));
    expect(console.warn).toHaveBeenCalled();
  });

  it('follows a logout in another tab (storage event) and a login there', async () => {
    setSessionCookie('101');
    await loadSession();
    setSessionCookie(null);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY }));
    expect(session().currentUser).toBeNull();
    setSessionCookie('101');
    writeCachedUser(aReader({ nick: 'otra-pestana' }));
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY }));
    expect(session().currentUser?.nick).toBe('otra-pestana');
  });
});

describe('analytics age bands', () => {
  it('are 18-24, 25-34, 35-44, 45-54, 55-64 and 65+; none under 18 or unknown', () => {
    expect([17, 18, 24, 25, 34, 35, 44, 45, 54, 55, 64, 65, 90].map(ageBand)).toEqual([null, '18-24', '18-24', '25-34', '25-34', '35-44', '35-44', '45-54', '45-54', '55-64', '55-64', '65+', '65+']);
    expect(ageBand(null)).toBeNull();
    expect(ageOn('1988-04-12', new Date(2026, 3, 11))).toBe(37);
    expect(ageOn('1988-04-12', new Date(2026, 3, 12))).toBe(38);
    expect(ageOn(null)).toBeNull();
  });
});
