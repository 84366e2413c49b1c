// The reads sent with fetch: the request client's 10 s timeout, credentials, unwrapping and
// failure texts, and the same np:error report, without axios.
import { AxiosError, type AxiosAdapter } from 'axios';
import { failWith, fetchThroughAdapter, replyWith, replyWithJson } from '../../test/support/http-adapter';
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';
import { ApiError, REQUEST_ERROR_TEXTS, type RequestFailure } from './api-error';
import { readWithFetch } from './fetch-read';
import { onUserCallFailure, type UserCallFailure } from './request-failures';

const URL = '/api/front/streaming/list';
const originalFetch = globalThis.fetch;

const answer = (adapter: AxiosAdapter) => {
  globalThis.fetch = fetchThroughAdapter(adapter);
};

async function failureOf(url = URL): Promise<ApiError> {
  const error: unknown = await readWithFetch(url).then(
    (value) => {
      throw new Error(`the read resolved with ${JSON.stringify(value)}`);
    },
    (rejected: unknown) => rejected,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const npErrors = recordNpErrorsInEachTest();

afterEach(() => {
  globalThis.fetch = originalFetch;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('readWithFetch', () => {
  it('asks for JSON with the reader\'s cookies and resolves with `response` unwrapped, reporting nothing', async () => {
    const fetchSpy = jest.fn(fetchThroughAdapter(replyWithJson(200, { httpCode: 200, response: { streamingList: [] } })));
    globalThis.fetch = fetchSpy;
    await expect(readWithFetch(URL)).resolves.toEqual({ streamingList: [] });
    expect(fetchSpy).toHaveBeenCalledWith(URL, expect.objectContaining({ credentials: 'include', headers: { Accept: 'application/json' } }));
    expect(npErrors.details).toEqual([]);
  });

  it('resolves with the body as is when it has no `response` field', async () => {
    answer(replyWithJson(200, [1, 2]));
    await expect(readWithFetch(URL)).resolves.toEqual([1, 2]);
  });

  it.each<[string, AxiosAdapter, RequestFailure, number | undefined]>([
    ['status 500', replyWithJson(500, {}), 'server', 500],
    ['httpCode 503 inside a 200', replyWithJson(200, { httpCode: 503 }), 'server', 503],
    ['an unreadable 200 body', replyWith(200, '<html>'), 'server', 200],
    ['an empty 200 body', replyWith(200, ''), 'server', 200],
    ['status 404', replyWithJson(404, {}), 'notFound', 404],
    ['status 400', replyWith(400, 'not json'), 'notFound', 400],
    ['status 403', replyWithJson(403, {}), 'unauthorized', 403],
    ['status 412', replyWithJson(412, {}), 'precondition', 412],
    ['httpCode 500 under a 404', replyWithJson(404, { httpCode: 500 }), 'server', 404],
    ['status 409', replyWithJson(409, {}), 'server', 409],
    ['no answer at all', failWith(AxiosError.ERR_NETWORK), 'timeout', undefined],
  ])('%s fails as the request client does, and is reported as np:error', async (_label, adapter, failure, status) => {
    answer(adapter);
    const error = await failureOf();
    expect([error.failure, error.message, error.status]).toEqual([failure, REQUEST_ERROR_TEXTS[failure], status]);
    expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'request', name: 'ApiError', status, message: REQUEST_ERROR_TEXTS[failure], request: URL })]);
  });

  it('a failed user read is announced for the session as the request client announces one, with its apiType', async () => {
    const announced: UserCallFailure[] = [];
    const stop = onUserCallFailure((failure) => announced.push(failure));
    answer(replyWithJson(401, { httpCode: 401, code: 'SESSION_EXPIRED' }));
    await expect(readWithFetch('/api/front/user/profile', { apiType: 'profile' })).rejects.toBeInstanceOf(ApiError);
    answer(replyWithJson(500, {}));
    await expect(readWithFetch(URL)).rejects.toBeInstanceOf(ApiError);
    stop();
    // The read without a user call (the live-streams list) announces nothing.
    expect(announced).toEqual([{ message: REQUEST_ERROR_TEXTS.unauthorized, apiType: 'profile', apiText: 'SESSION_EXPIRED' }]);
  });

  it('gives up after 10 s with the timeout text', async () => {
    jest.useFakeTimers();
    globalThis.fetch = (_input, init) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
    const outcome = failureOf();
    await jest.advanceTimersByTimeAsync(9_999);
    expect(npErrors.details).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ failure: 'timeout', message: REQUEST_ERROR_TEXTS.timeout });
  });
});
