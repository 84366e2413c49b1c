import { forgetSessionRead, SESSION_USER_COOKIE, sessionUserId } from './session-marker';

const setCookie = (value: string) => (document.cookie = `${SESSION_USER_COOKIE}=${value}; path=/`);
const clearCookie = () => (document.cookie = `${SESSION_USER_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);
const cookieReads = () => jest.spyOn(Document.prototype, 'cookie', 'get');

afterEach(() => {
  jest.restoreAllMocks();
  clearCookie();
});

describe('sessionUserId', () => {
  it('is the reader id of the session cookie, or null without one', async () => {
    expect(sessionUserId()).toBeNull();
    await Promise.resolve();
    setCookie('42');
    expect(sessionUserId()).toBe('42');
  });

  it('reads document.cookie once for every caller of the same task, and again in the next', async () => {
    setCookie('42');
    const reads = cookieReads();
    expect(sessionUserId()).toBe('42');
    const oneRead = reads.mock.calls.length;
    expect(oneRead).toBeGreaterThan(0);
    expect([sessionUserId(), sessionUserId()]).toEqual(['42', '42']);
    expect(reads).toHaveBeenCalledTimes(oneRead);
    clearCookie();
    await Promise.resolve();
    expect(sessionUserId()).toBeNull();
    expect(reads.mock.calls.length).toBeGreaterThan(oneRead);
  });

  it('reads again in the same task once told the cookie changed', () => {
    setCookie('42');
    expect(sessionUserId()).toBe('42');
    clearCookie();
    forgetSessionRead();
    expect(sessionUserId()).toBeNull();
  });
});
