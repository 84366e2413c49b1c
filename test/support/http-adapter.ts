// Answers for the request client without a network: an axios adapter that settles as axios's own
// adapters do (a status outside validateStatus rejects with an AxiosError carrying the response).
import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';

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
