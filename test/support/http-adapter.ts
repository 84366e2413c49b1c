// Answers for the request client without a network: an axios adapter that settles as axios's own
// adapters do (a status outside validateStatus rejects with an AxiosError carrying the response).
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../src/api/client';

function response(config: InternalAxiosRequestConfig, status: number, body: string): AxiosResponse<string> {
  return { data: body, status, statusText: String(status), headers: new AxiosHeaders(), config, request: {} };
}

/** The server answers `status` with `body` as raw text (JSON or not). */
export function replyWith(status: number, body: string): AxiosAdapter {
  return async (config) => {
    const answer = response(config, status, body);
    if (!config.validateStatus || config.validateStatus(status)) return answer;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, answer);
  };
}

/** The server answers `status` with `body` serialised as JSON. */
export function replyWithJson(status: number, body: unknown): AxiosAdapter {
  return replyWith(status, JSON.stringify(body));
}

/** The request never gets an answer: axios gives up with `code` (ECONNABORTED, ETIMEDOUT, ERR_NETWORK). */
export function failWith(code: string): AxiosAdapter {
  return async (config) => {
    throw new AxiosError(code === AxiosError.ERR_NETWORK ? 'Network Error' : 'timeout of 10000ms exceeded', code, config, {});
  };
}

/**
 * `fetch` answered by the same adapter, for the reads that go out with fetch
 * (src/api/fetch-read.ts): an answer with a status resolves, a call with no answer rejects as
 * fetch does. The url reaches the adapter as given, with no params of its own.
 */
export function fetchThroughAdapter(adapter: AxiosAdapter): typeof fetch {
  const answered = (status: number, data: unknown) => ({ status, ok: status >= 200 && status < 300, text: async () => (typeof data === 'string' ? data : JSON.stringify(data)) }) as Response;
  return async (input, init) => {
    const config = { method: (init?.method ?? 'GET').toLowerCase(), url: String(input), headers: new AxiosHeaders(), timeout: 10_000, validateStatus: (status: number) => status >= 200 && status < 300 } as InternalAxiosRequestConfig;
    try {
      const answer = await adapter(config);
      return answered(answer.status, answer.data);
    } catch (error) {
      if (error instanceof AxiosError && error.response) return answered(error.response.status, error.response.data);
      throw new TypeError('Failed to fetch');
    }
  };
}

/** Answers both transports, axios's adapter and fetch, with `adapter`; returns how to undo it. */
export function answerCallsWith(adapter: AxiosAdapter): () => void {
  const original = { adapter: http.defaults.adapter, fetch: globalThis.fetch };
  http.defaults.adapter = adapter;
  globalThis.fetch = fetchThroughAdapter(adapter);
  return () => {
    http.defaults.adapter = original.adapter;
    globalThis.fetch = original.fetch;
  };
}
