// What the page and the site's service worker say to each other about saved contents kept for
// reading offline. Pure: the worker imports it too.

/** Bring the saved copies in line with the reader's saved contents. */
export const SAVED_PAGES_SYNC = 'np:saved-pages-sync';
/** Drop every saved copy (the reader logged out). */
export const SAVED_PAGES_CLEAR = 'np:saved-pages-clear';
/** The worker's answer, on the message's port: the addresses it now keeps. */
export const SAVED_PAGES_DONE = 'np:saved-pages-done';

export type SavedPagesRequest = typeof SAVED_PAGES_SYNC | typeof SAVED_PAGES_CLEAR;

export interface SavedPagesReply {
  type: typeof SAVED_PAGES_DONE;
  offlineAddresses: string[];
}

/** One cache per site, named after the scope like the worker's other caches: `np-diario-saved-pages`. */
export function savedPagesCacheName(scopeUrl: string): string {
  const alias = new URL(scopeUrl).pathname.split('/').filter(Boolean).join('-') || 'root';
  return `np-${alias}-saved-pages`;
}

/**
 * Where a content's saved copy is read: inside the worker's scope, since a worker controls no page
 * outside it. `/noticia/1001` under the scope `http://diario.localhost/diario/` is
 * `http://diario.localhost/diario/noticia/1001`. Another origin or scheme has no offline address.
 */
export function offlineAddress(contentUrl: string, scopeUrl: string): string | undefined {
  const scope = new URL(scopeUrl);
  let content: URL;
  try {
    content = new URL(contentUrl, scope);
  } catch {
    return undefined;
  }
  if (content.origin !== scope.origin || !/^https?:$/.test(content.protocol)) return undefined;
  content.hash = '';
  if (content.pathname.startsWith(scope.pathname)) return content.href;
  return new URL(`${scope.pathname}${content.pathname.slice(1)}${content.search}`, scope).href;
}
