// The reads a page makes from mount, sent with fetch: the live-streams list the header polls, the
// reader's own data (the profile, on every page of a reader with a session; the profile's lists)
// and the paywall's messages. With axios they would bring the request client (np-request, about
// 20 KiB) to those pages. Same 10 s timeout, credentials, failure mapping and np:error report as
// the request client, and the same record of a failed user call for the session.
import { HTTP_TIMEOUT_MS } from '../constants';
import { ApiError, failureForStatus, parseBody, readSuccess, reportFailure, type UserCall } from './api-error';

async function send(url: string): Promise<{ status: number; text: string }> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), HTTP_TIMEOUT_MS);
  try {
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal: timeout.signal });
    return { status: response.status, text: await response.text() };
  } catch {
    // No answer at all (network down, or the 10 s ran out): the request client's timeout text.
    throw new ApiError('timeout', undefined, undefined);
  } finally {
    clearTimeout(timer);
  }
}

/** `GET url` for a call without parameters; resolves with the unwrapped body, rejects with an ApiError. */
export async function readWithFetch(url: string, userCall?: UserCall): Promise<unknown> {
  try {
    const { status, text } = await send(url);
    if (status < 200 || status >= 300) {
      const body = parseBody(text);
      throw new ApiError(failureForStatus(status, body), status, body);
    }
    return readSuccess(status, text);
  } catch (cause) {
    const error = cause instanceof ApiError ? cause : new ApiError('server', undefined, undefined);
    reportFailure(error, url, userCall);
    throw error;
  }
}
