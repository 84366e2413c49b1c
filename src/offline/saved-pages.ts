// The page's side of offline saved contents: it tells the site's service worker when the reader's
// saved contents change, and asks which saved copies it holds. Without a worker (preview mode, an
// insecure page, a browser without them) every call is a harmless no-op.
import { SAVED_PAGES_REPLY_TIMEOUT_MS } from '../constants';
import { offlineAddress, SAVED_PAGES_DONE, savedPagesCacheName, type SavedPagesReply, type SavedPagesRequest } from './protocol';

export { SAVED_PAGES_CLEAR, SAVED_PAGES_SYNC, type SavedPagesRequest } from './protocol';

/** The worker's scope is the site's static folder (see src/elements/service-worker-registration.ts). */
const scopeOf = (staticUrl: string): string => new URL(staticUrl, location.href).href;

async function activeWorker(scopeUrl: string): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration(scopeUrl).catch(() => undefined);
  return registration?.active ?? null;
}

const isReply = (data: unknown): data is SavedPagesReply =>
  typeof data === 'object' && data !== null && (data as SavedPagesReply).type === SAVED_PAGES_DONE && Array.isArray((data as SavedPagesReply).offlineAddresses);

/**
 * Sends the request to the site's worker and resolves with the addresses it keeps once it has
 * done the work (an empty list with no worker, or when it does not answer in time).
 */
export async function updateSavedPages(staticUrl: string | undefined, request: SavedPagesRequest): Promise<string[]> {
  if (!staticUrl) return [];
  const worker = await activeWorker(scopeOf(staticUrl));
  if (!worker) return [];
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timeout = setTimeout(() => resolve([]), SAVED_PAGES_REPLY_TIMEOUT_MS);
    channel.port1.onmessage = ({ data }: MessageEvent<unknown>) => {
      clearTimeout(timeout);
      channel.port1.close();
      resolve(isReply(data) ? data.offlineAddresses : []);
    };
    worker.postMessage({ type: request }, [channel.port2]);
  });
}

/** The content's offline address when the worker holds a copy of it, else undefined. */
export async function savedCopyAddress(staticUrl: string, contentUrl: string): Promise<string | undefined> {
  const scopeUrl = scopeOf(staticUrl);
  const address = offlineAddress(contentUrl, scopeUrl);
  if (!address || typeof caches === 'undefined') return undefined;
  try {
    const cache = await caches.open(savedPagesCacheName(scopeUrl));
    return (await cache.match(address)) ? address : undefined;
  } catch {
    return undefined;
  }
}
