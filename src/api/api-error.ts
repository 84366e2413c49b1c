// What every call shares, whichever transport sends it (axios in np-request, fetch for the public
// reads every page makes): the spec's failure texts, ApiError, the status mapping, the unwrapping of
// `response`, and the np:error report.
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

/** A 2xx answer's body, unwrapped from `response`; an unreadable body or a failure inside the 200 throws. */
export function readSuccess(status: number, text: unknown): unknown {
  const body = parseBody(text);
  if (body === undefined) throw new ApiError('server', status, undefined);
  // A failure inside a 200: the body's httpCode is the status that counts.
  if (isRecord(body) && typeof body.httpCode === 'number' && body.httpCode >= 500) throw new ApiError('server', body.httpCode, body);
  return isRecord(body) && 'response' in body ? body.response : body;
}

export interface UserCall {
  /** Which user call failed, e.g. `login`, for the session's request errors. */
  apiType: string;
}

/** Records a failed user call for the session, and reports every failure as np:error. */
export function reportFailure(error: ApiError, request: string, userCall?: UserCall): void {
  if (userCall) {
    const apiText = error.code ?? (typeof error.status === 'number' ? String(error.status) : error.failure);
    announceUserCallFailure({ message: error.message, apiType: userCall.apiType, apiText });
  }
  reportError({ kind: 'request', name: error.name, status: error.status, code: error.code, message: error.message, request });
}

/** The error for a 2xx answer whose body does not have the shape the call needs (reported as np:error). */
export function malformedAnswer(request: string, body: unknown): ApiError {
  const error = new ApiError('server', 200, body);
  reportError({ kind: 'request', name: error.name, status: 200, message: error.message, request });
  return error;
}
