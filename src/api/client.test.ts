// The request client: 10 s timeout, `response` unwrapped, every failure an ApiError with the
// spec's English text, recorded for user calls, reported as np:error and rethrown.
import { AxiosError, type AxiosAdapter } from 'axios';
import { failWith, replyWith, replyWithJson } from '../../test/support/http-adapter';
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';
import { setPageConfig } from '../../test/support/page-config';
import { catalogues } from '../i18n';
import { getStore } from '../store';
import { ApiError, apiRequest, http, type ApiRequest } from './client';

const SERVER = 'An error occurred while making the request. Please try again later.';
const TIMEOUT = 'Unable to connect to the server. Please try again later.';
const NOT_FOUND = 'The resource was not found on the server. Please try again later.';
const UNAUTHORIZED = 'You are not authorized to perform this operation.';
const PRECONDITION = 'Precondition failed. Please try again later.';

const NEWS: ApiRequest = { method: 'GET', url: '/api/news/1001' };
const LOGIN: ApiRequest = { method: 'POST', url: '/api/user/login', data: { email: 'a@b.es' }, userCall: { apiType: 'login' } };

const originalAdapter = http.defaults.adapter;
const npErrors = recordNpErrorsInEachTest();

function answer(adapter: AxiosAdapter): void {
  http.defaults.adapter = adapter;
}

/** The ApiError a call rejects with (fails the test if it resolves). */
async function failureOf(request: ApiRequest): Promise<ApiError> {
  const outcome = await apiRequest(request).then(
    (value: unknown) => ({ resolved: value }),
    (error: unknown) => ({ rejected: error }),
  );
  if (!('rejected' in outcome)) throw new Error(`the call resolved with ${JSON.stringify(outcome.resolved)}`);
  expect(outcome.rejected).toBeInstanceOf(ApiError);
  return outcome.rejected as ApiError;
}

beforeEach(() => {
  setPageConfig();
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  jest.restoreAllMocks();
});

describe('a successful call', () => {
  it('has a 10 s timeout configured', () => {
    expect(http.defaults.timeout).toBe(10000);
  });

  it('resolves with the `response` field when the body has one', async () => {
    answer(replyWithJson(200, { httpCode: 200, response: { id: 1001, title: 'Titular' } }));
    await expect(apiRequest(NEWS)).resolves.toEqual({ id: 1001, title: 'Titular' });
  });

  it('resolves with the body as is when it has no `response` field', async () => {
    answer(replyWithJson(200, { id: 1001, title: 'Titular' }));
    await expect(apiRequest(NEWS)).resolves.toEqual({ id: 1001, title: 'Titular' });
    answer(replyWithJson(200, [1, 2, 3]));
    await expect(apiRequest(NEWS)).resolves.toEqual([1, 2, 3]);
  });

  it('sends the method, url, params and data it was given, and reports nothing', async () => {
    const adapter = jest.fn(replyWithJson(200, { ok: true }));
    answer(adapter);
    await apiRequest({ method: 'POST', url: '/api/newsletter', params: { site: 1 }, data: { email: 'a@b.es' } });
    const sent = adapter.mock.calls[0]![0];
    expect(sent).toMatchObject({ method: 'post', url: '/api/newsletter', params: { site: 1 }, timeout: 10000 });
    expect(JSON.parse(String(sent.data))).toEqual({ email: 'a@b.es' });
    expect(npErrors.details).toEqual([]);
  });
});

describe('failures and their texts', () => {
  it(`a body with httpCode >= 500 under status 200 fails with '${SERVER}'`, async () => {
    answer(replyWithJson(200, { httpCode: 500, response: null }));
    expect((await failureOf(NEWS)).message).toBe(SERVER);
    answer(replyWithJson(200, { httpCode: 503 }));
    expect((await failureOf(NEWS)).message).toBe(SERVER);
  });

  it("the failure inside a 200 carries the body's httpCode as its status", async () => {
    answer(replyWithJson(200, { httpCode: 503 }));
    expect((await failureOf(NEWS)).status).toBe(503);
  });

  it('a body with httpCode under 500 under status 200 is a success', async () => {
    answer(replyWithJson(200, { httpCode: 200, response: 'ok' }));
    await expect(apiRequest(NEWS)).resolves.toBe('ok');
  });

  it.each([500, 502, 503])(`status %i fails with '${SERVER}'`, async (status) => {
    answer(replyWithJson(status, { message: 'boom' }));
    const error = await failureOf(NEWS);
    expect(error.message).toBe(SERVER);
    expect(error.status).toBe(status);
  });

  it.each([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT])(`a timeout (%s) fails with '${TIMEOUT}'`, async (code) => {
    answer(failWith(code));
    const error = await failureOf(NEWS);
    expect(error.message).toBe(TIMEOUT);
    expect(error.status).toBeUndefined();
  });

  it(`a call that gets no answer at all fails with '${TIMEOUT}'`, async () => {
    answer(failWith(AxiosError.ERR_NETWORK));
    expect((await failureOf(NEWS)).message).toBe(TIMEOUT);
  });

  it.each([400, 404])(`status %i fails with '${NOT_FOUND}'`, async (status) => {
    answer(replyWithJson(status, { message: 'nope' }));
    expect((await failureOf(NEWS)).message).toBe(NOT_FOUND);
  });

  it.each([401, 403])(`status %i fails with '${UNAUTHORIZED}'`, async (status) => {
    answer(replyWithJson(status, {}));
    expect((await failureOf(NEWS)).message).toBe(UNAUTHORIZED);
  });

  it(`status 412 fails with '${PRECONDITION}'`, async () => {
    answer(replyWithJson(412, {}));
    expect((await failureOf(NEWS)).message).toBe(PRECONDITION);
  });

  it(`a body httpCode >= 500 wins over a 4xx status: '${SERVER}'`, async () => {
    answer(replyWithJson(404, { httpCode: 500 }));
    expect((await failureOf(NEWS)).message).toBe(SERVER);
  });

  it(`any other failing status gets the general text '${SERVER}'`, async () => {
    answer(replyWithJson(409, {}));
    expect((await failureOf(NEWS)).message).toBe(SERVER);
  });

  it('each failure names the catalogue text readers see, in both languages', async () => {
    for (const [status, key] of [
      [500, 'request.server'],
      [404, 'request.notFound'],
      [401, 'request.unauthorized'],
      [412, 'request.precondition'],
    ] as const) {
      answer(replyWithJson(status, {}));
      const error = await failureOf(NEWS);
      expect(error.messageKey).toBe(key);
      expect(catalogues.es[error.messageKey]).toBeTruthy();
      expect(catalogues.ca[error.messageKey]).toBeTruthy();
    }
    answer(failWith(AxiosError.ECONNABORTED));
    expect((await failureOf(NEWS)).messageKey).toBe('request.timeout');
  });
});

describe('unreadable bodies are clean ApiError failures, never an uncaught SyntaxError', () => {
  it.each([
    ['malformed JSON', 200, '{"response": {"id": 1'],
    ['an HTML error page under status 200', 200, '<!doctype html><html><body><h1>Error</h1></body></html>'],
    ['an empty body', 200, ''],
    ['a body of blanks', 200, '   \n'],
  ])(`%s fails with '${SERVER}'`, async (_case, status, body) => {
    answer(replyWith(status, body));
    const error = await failureOf(NEWS);
    expect(error).not.toBeInstanceOf(SyntaxError);
    expect(error).toMatchObject({ name: 'ApiError', message: SERVER, body: undefined });
  });

  it('an HTML error page under status 502 fails with the server text', async () => {
    answer(replyWith(502, '<html><body>Bad Gateway</body></html>'));
    expect(await failureOf(NEWS)).toMatchObject({ name: 'ApiError', message: SERVER, status: 502 });
  });

  it('an HTML page under status 404 fails with the not-found text', async () => {
    answer(replyWith(404, '<html><body>Not Found</body></html>'));
    expect(await failureOf(NEWS)).toMatchObject({ name: 'ApiError', message: NOT_FOUND, status: 404 });
  });
});

describe('the error code from an error body', () => {
  it('is read from the body (e.g. LEGACY_USER_PASSWORD_NOT_RESET)', async () => {
    answer(replyWithJson(403, { httpCode: 403, code: 'LEGACY_USER_PASSWORD_NOT_RESET' }));
    const error = await failureOf(LOGIN);
    expect(error.code).toBe('LEGACY_USER_PASSWORD_NOT_RESET');
    expect(error.body).toEqual({ httpCode: 403, code: 'LEGACY_USER_PASSWORD_NOT_RESET' });
  });

  it('is read from the body\'s `response` when the server wraps it', async () => {
    answer(replyWithJson(401, { response: { code: 'LEGACY_USER_PASSWORD_NOT_RESET' } }));
    expect((await failureOf(LOGIN)).code).toBe('LEGACY_USER_PASSWORD_NOT_RESET');
  });

  it('is undefined when the body has none', async () => {
    answer(replyWithJson(404, { message: 'nope' }));
    expect((await failureOf(NEWS)).code).toBeUndefined();
  });
});

describe('user calls', () => {
  const requestErrors = () => getStore().getState().session.requestErrors;

  it('a failed user call adds {message, apiType, apiText} to the session request errors', async () => {
    answer(replyWithJson(403, { code: 'LEGACY_USER_PASSWORD_NOT_RESET' }));
    await failureOf(LOGIN);
    expect(requestErrors()).toEqual([{ message: UNAUTHORIZED, apiType: 'login', apiText: 'LEGACY_USER_PASSWORD_NOT_RESET' }]);
  });

  it('without a code, apiText is the status, or the failure when there was no answer', async () => {
    answer(replyWithJson(404, {}));
    await failureOf(LOGIN);
    answer(failWith(AxiosError.ECONNABORTED));
    await failureOf({ ...LOGIN, userCall: { apiType: 'register' } });
    expect(requestErrors()).toEqual([
      { message: NOT_FOUND, apiType: 'login', apiText: '404' },
      { message: TIMEOUT, apiType: 'register', apiText: 'timeout' },
    ]);
  });

  it('a failed call that is not a user call adds nothing to the session', async () => {
    answer(replyWithJson(500, {}));
    await failureOf(NEWS);
    expect(requestErrors()).toEqual([]);
  });

  it('a successful user call adds nothing to the session', async () => {
    answer(replyWithJson(200, { response: { id: 'u1' } }));
    await apiRequest(LOGIN);
    expect(requestErrors()).toEqual([]);
  });
});

describe('every failure', () => {
  it.each([
    ['status 500', replyWithJson(500, {}), SERVER],
    ['a timeout', failWith(AxiosError.ETIMEDOUT), TIMEOUT],
    ['status 404', replyWithJson(404, {}), NOT_FOUND],
    ['status 401', replyWithJson(401, {}), UNAUTHORIZED],
    ['status 412', replyWithJson(412, {}), PRECONDITION],
    ['malformed JSON', replyWith(200, '{"response":'), SERVER],
  ])('(%s) dispatches np:error on window with kind "request" and the English text, and is rethrown', async (_case, adapter, text) => {
    answer(adapter);
    const error = await failureOf(NEWS);
    expect(error.message).toBe(text);
    expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'request', message: text, name: 'ApiError', request: '/api/news/1001' })]);
  });

  it('np:error carries the status and the code of the error body', async () => {
    answer(replyWithJson(403, { code: 'LEGACY_USER_PASSWORD_NOT_RESET' }));
    await failureOf(LOGIN);
    expect(npErrors.details[0]).toMatchObject({ kind: 'request', status: 403, code: 'LEGACY_USER_PASSWORD_NOT_RESET', message: UNAUTHORIZED });
  });

  it('np:error is a bubbling, composed CustomEvent', async () => {
    const seen: Event[] = [];
    const listener = (event: Event) => seen.push(event);
    window.addEventListener('np:error', listener);
    answer(replyWithJson(500, {}));
    await failureOf(NEWS);
    window.removeEventListener('np:error', listener);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect(seen[0]).toMatchObject({ bubbles: true, composed: true });
  });
});
