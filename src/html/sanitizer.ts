// DOMPurify (10 KB gzipped) loads only when HTML from the API is on its way: a widget starts it
// beside the call whose answer carries the HTML, and renders once both are in. A page whose
// widgets show no API HTML (a server-rendered first page, an account form) downloads none of it.
import { reportChunkFailure, withRetries } from '../elements/chunk-failures';

export type Sanitizer = typeof import('./sanitize');

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** Retried like a widget's chunk; a failure is reported for `tag`, and the next call tries again. */
export function loadSanitizer(tag: `np-${string}`): Promise<Sanitizer> {
  loading ??= withRetries(() => import(/* webpackChunkName: "np-sanitizer" */ './sanitize')).then(
    (sanitizer) => (loaded = sanitizer),
    (error: unknown) => {
      loading = null;
      reportChunkFailure(tag, error);
      throw error;
    },
  );
  return loading;
}

/** The sanitizer once loaded; null before, or after its chunk failed. */
export const loadedSanitizer = (): Sanitizer | null => loaded;

/** Waits for `call` and for the sanitizer; a sanitizer that failed to load does not fail the call. */
export async function withSanitizer<T>(tag: `np-${string}`, call: Promise<T>): Promise<T> {
  const [answer] = await Promise.all([call, loadSanitizer(tag).catch(() => null)]);
  return answer;
}
