// The request client arrives with the first call: a call goes through it once loaded, and a client
// that cannot load fails the call as one that gets no answer (reported, never thrown raw).
import { replyWithJson, answerCallsWith } from '../../test/support/http-adapter';
import { recordNpErrorsInEachTest } from '../../test/support/np-errors';
import { REQUEST_ERROR_TEXTS } from './api-error';
import type { UserCallFailure } from './request-failures';

const npErrors = recordNpErrorsInEachTest();
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  jest.resetModules();
});

it('sends the call through the request client and resolves with its unwrapped answer', async () => {
  const { apiRequest } = await import('./request');
  const restore = answerCallsWith(replyWithJson(200, { httpCode: 200, response: { ok: true } }));
  await expect(apiRequest({ method: 'POST', url: '/api/front/user/login', data: {} })).resolves.toEqual({ ok: true });
  restore();
  expect(npErrors.details).toEqual([]);
});

it('a client that cannot load, after the chunk retries, fails the call with the timeout text, reported and announced for a user call', async () => {
  jest.useFakeTimers();
  jest.doMock('./client', () => {
    throw Object.assign(new Error('Loading chunk np-request failed.'), { name: 'ChunkLoadError' });
  });
  const { apiRequest } = await import('./request');
  // From the same module registry as the fresh request module.
  const { onUserCallFailure } = await import('./request-failures');
  const failures: UserCallFailure[] = [];
  const stop = onUserCallFailure((failure) => failures.push(failure));
  const outcome = apiRequest({ method: 'POST', url: '/api/front/user/login', data: {}, userCall: { apiType: 'login' } }).catch((error: unknown) => error);
  await jest.runAllTimersAsync();
  await expect(outcome).resolves.toMatchObject({ name: 'ApiError', failure: 'timeout', message: REQUEST_ERROR_TEXTS.timeout });
  expect(npErrors.details).toEqual([expect.objectContaining({ kind: 'request', message: REQUEST_ERROR_TEXTS.timeout, request: '/api/front/user/login' })]);
  expect(failures).toEqual([{ message: REQUEST_ERROR_TEXTS.timeout, apiType: 'login', apiText: 'timeout' }]);
  stop();
});
