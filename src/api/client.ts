// The HTTP client for every call but the reads of fetch-read.ts: 10 s timeout, unwraps
// `response`, turns every failure (status, body httpCode, timeout, unreadable body) into an
// ApiError with the spec's text (api-error.ts), reports it as np:error and rethrows it.
import axios, { AxiosError, type AxiosProgressEvent, type AxiosResponse, type Method } from 'axios';
import { HTTP_TIMEOUT_MS } from '../constants';
import { ApiError, failureForStatus, parseBody, readSuccess, reportFailure, type UserCall } from './api-error';

export { ApiError, failureForStatus, malformedAnswer, parseBody, REQUEST_ERROR_TEXTS, type RequestFailure, type UserCall } from './api-error';

export const http = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  headers: { Accept: 'application/json' },
  withCredentials: true,
  // The API takes no XSRF token. Left on, axios reads its cookie for every same-origin call, and in
  // an engine with the Cookie Store API it holds the request back until that asynchronous read
  // answers: on the phone bench's profile page the call left 250 ms after axios had opened it.
  withXSRFToken: false,
});

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    if (error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT) return new ApiError('timeout', undefined, undefined);
    const response = error.response as AxiosResponse<unknown> | undefined;
    const body = parseBody(response?.data);
    return new ApiError(failureForStatus(response?.status, body), response?.status, body);
  }
  return new ApiError('server', undefined, undefined);
}

export interface ApiRequest {
  method: Method;
  url: string;
  data?: unknown;
  params?: Record<string, string | number | undefined>;
  userCall?: UserCall;
  /** Uploads only: their own headers (the file's type), progress, cancel, and no 10 s timeout (0). */
  headers?: Record<string, string>;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  signal?: AbortSignal;
  timeout?: number;
}

/** A call the page cancelled itself (AbortController): not a failure, never reported. */
export const isCancelledRequest = (error: unknown): boolean => axios.isCancel(error);

/**
 * Sends one call. Resolves with the unwrapped body as `unknown`: the API module next to each
 * call checks its shape. Rejects with an ApiError.
 */
export async function apiRequest({ userCall, ...config }: ApiRequest): Promise<unknown> {
  try {
    const response = await http.request<unknown>(config);
    return readSuccess(response.status, response.data);
  } catch (cause) {
    if (axios.isCancel(cause)) throw cause;
    const error = toApiError(cause);
    reportFailure(error, config.url, userCall);
    throw error;
  }
}
