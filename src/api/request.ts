// Every API call but the reads of fetch-read.ts goes through here: the request client (axios,
// chunk np-request, about 20 KiB) loads with the first such call a page makes, not with the
// widgets that might make one. A client that cannot load fails the call as one that gets no answer.
import { withRetries } from '../elements/chunk-failures';
import { ApiError, reportFailure } from './api-error';
import type { ApiRequest } from './client';

export type { ApiRequest } from './client';

type RequestClient = typeof import('./client');

let loading: Promise<RequestClient> | null = null;

function loadClient(): Promise<RequestClient> {
  loading ??= withRetries(() => import(/* webpackChunkName: "np-request-client" */ './client')).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * Sends one call. Resolves with the unwrapped body as `unknown`: the API module next to each
 * call checks its shape. Rejects with an ApiError.
 */
export async function apiRequest(request: ApiRequest): Promise<unknown> {
  let client: RequestClient;
  try {
    client = await loadClient();
  } catch {
    const error = new ApiError('timeout', undefined, undefined);
    reportFailure(error, request.url, request.userCall);
    throw error;
  }
  return client.apiRequest(request);
}
