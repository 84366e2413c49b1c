// The one HTTP client: 10 s timeout, unwraps `response`, turns every failure (status, body
// httpCode, timeout, unreadable body) into an ApiError with the spec's text, reports it as
// np:error and rethrows it.
import axios, { AxiosError, type AxiosProgressEvent, type AxiosResponse, type Method } from 'axios';
import { HTTP_TIMEOUT_MS } from '../constants';
import { reportError } from '../events';
import type { MessageKey } from '../i18n';
import { announceUserCallFailure } from './request-failures';

export type RequestFailure = 'server' | 'timeout' | 'notFound' | 'unauthorized' | 'precondition';

/** The spec's request-client texts, word for word (np:error carries these; readers see t(messageKey)). */
export const REQUEST_ERROR_TEXTS: Record<RequestFailure, string> = {
  server: 'An error occurred while making the request. Please try again later.',
  timeout: 'Unable to connect to the server. Please try again later.',
  notFound: 'The resource was not found on the server. Please try again later.',
  unauthorized: 'You are not authorized to perform this operation.',
  precondition: 'Precondition failed. Please try again later.',
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly failure: RequestFailure,
    readonly status: number | undefined,
    /** The parsed error body, when there was a readable one (it may hold a `code`). */
    readonly body: unknown,
  ) {
    super(REQUEST_ERROR_TEXTS[failure]);
  }

  get messageKey(): MessageKey {
    return `request.${this.failure}`;
  }

  /** The server's error code, e.g. `LEGACY_USER_PASSWORD_NOT_RESET`, when the body has one. */
  get code(): string | undefined {
    const body = this.body as { code?: unknown; response?: { code?: unknown } } | null;
    const code = body?.code ?? body?.response?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function failureForStatus(status: number | undefined, body: unknown): RequestFailure {
  const httpCode = isRecord(body) && typeof body.httpCode === 'number' ? body.httpCode : undefined;
  if ((httpCode ?? 0) >= 500 || (status ?? 0) >= 500) return 'server';
  if (status === 400 || status === 404) return 'notFound';
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 412) return 'precondition';
  if (status === undefined) return 'timeout';
  return 'server';
}

/** JSON.parse that never throws: `undefined` for an empty or unreadable body. */
export function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text ?? undefined;
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

export const http = axios.create({
  timeout: HTTP_TIMEOUT_MS,
  responseType: 'text',
  transformResponse: [(data: unknown) => data],
  headers: { Accept: 'application/json' },
  withCredentials: true,
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

function readSuccess(response: AxiosResponse<unknown>): unknown {
  const body = parseBody(response.data);
  if (body === undefined) throw new ApiError('server', response.status, undefined);
  // A failure inside a 200: the body's httpCode is the status that counts.
  if (isRecord(body) && typeof body.httpCode === 'number' && body.httpCode >= 500) throw new ApiError('server', body.httpCode, body);
  return isRecord(body) && 'response' in body ? body.response : body;
}

export interface UserCall {
  /** Which user call failed, e.g. `login`, for the session's request errors. */
  apiType: string;
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
    return readSuccess(await http.request<unknown>(config));
  } catch (cause) {
    if (axios.isCancel(cause)) throw cause;
    const error = toApiError(cause);
    if (userCall) {
      const apiText = error.code ?? (typeof error.status === 'number' ? String(error.status) : error.failure);
      announceUserCallFailure({ message: error.message, apiType: userCall.apiType, apiText });
    }
    reportError({ kind: 'request', name: error.name, status: error.status, code: error.code, message: error.message, request: config.url });
    throw error;
  }
}

/** The error for a 2xx answer whose body does not have the shape the call needs (reported as np:error). */
export function malformedAnswer(request: string, body: unknown): ApiError {
  const error = new ApiError('server', 200, body);
  reportError({ kind: 'request', name: error.name, status: 200, message: error.message, request });
  return error;
}
