/// <reference lib="webworker" />
// Saved contents kept for reading offline. When the page says the reader's saved contents changed,
// the worker reads the list from the API (the reader's own cookie goes along) and keeps, for each
// content, its page at the offline address inside the scope plus the page's images, stylesheets
// and scripts; copies of contents no longer saved, and files no page needs any more, are dropped.
// On logout everything goes. Only these copies are stored: API answers never are.
import { pageAssets } from '../src/offline/page-assets';
import { offlineAddress, SAVED_PAGES_CLEAR, SAVED_PAGES_DONE, SAVED_PAGES_SYNC, savedPagesCacheName, type SavedPagesReply } from '../src/offline/protocol';

declare const self: ServiceWorkerGlobalScope;

const SAVED_CONTENTS_CALL = '/api/front/user/saved-contents/';
/** Which files each kept page needs, so that a file is dropped with the last page using it. */
const INDEX_ENTRY = '__np-saved-pages-index.json';

type PageIndex = Record<string, string[]>;
interface SavedItem {
  address: string;
  image?: string;
}

const scopeUrl = () => self.registration.scope;
const cacheName = () => savedPagesCacheName(scopeUrl());
const indexUrl = () => new URL(INDEX_ENTRY, scopeUrl()).href;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The saved contents' offline addresses and images; `[]` without a session, `null` when unknown. */
async function savedItems(): Promise<SavedItem[] | null> {
  const response = await fetch(SAVED_CONTENTS_CALL, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (response.status === 401 || response.status === 403) return [];
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  const contents = isRecord(body) && isRecord(body.response) ? body.response.contents : undefined;
  if (!Array.isArray(contents)) return null;
  return contents.filter(isRecord).flatMap((content) => {
    const address = typeof content.url === 'string' ? offlineAddress(content.url, scopeUrl()) : undefined;
    if (!address) return [];
    const image = isRecord(content.multimedia) && isRecord(content.multimedia.image) ? content.multimedia.image.url : undefined;
    return [{ address, image: typeof image === 'string' ? image : undefined }];
  });
}

async function readIndex(cache: Cache): Promise<PageIndex> {
  const entry = await cache.match(indexUrl());
  const index: unknown = entry ? await entry.json().catch(() => ({})) : {};
  return isRecord(index) ? (index as PageIndex) : {};
}

const writeIndex = (cache: Cache, index: PageIndex) => cache.put(indexUrl(), new Response(JSON.stringify(index), { headers: { 'Content-Type': 'application/json' } }));

/** Stores one file; another origin's image is kept as an opaque answer. A failure is skipped. */
async function keepFile(cache: Cache, address: string): Promise<boolean> {
  const sameOrigin = new URL(address).origin === self.location.origin;
  try {
    const response = await fetch(address, sameOrigin ? { credentials: 'same-origin' } : { mode: 'no-cors' });
    if (!response.ok && response.type !== 'opaque') return false;
    await cache.put(address, response);
    return true;
  } catch {
    return false;
  }
}

/** Stores a page and its files; gives the files it needs, or undefined when the page failed. */
async function keepPage(cache: Cache, item: SavedItem): Promise<string[] | undefined> {
  const response = await fetch(item.address, { credentials: 'same-origin' }).catch(() => undefined);
  if (!response?.ok || !/text\/html/.test(response.headers.get('Content-Type') ?? '')) return undefined;
  const assets = pageAssets(await response.clone().text(), item.address);
  if (item.image) assets.push(new URL(item.image, item.address).href);
  await cache.put(item.address, response);
  const kept = await Promise.all([...new Set(assets)].map(async (asset) => ((await cache.match(asset)) || (await keepFile(cache, asset)) ? asset : undefined)));
  return kept.filter((asset): asset is string => asset !== undefined);
}

/** Deletes every entry that no kept page needs. */
async function dropUnused(cache: Cache, index: PageIndex): Promise<void> {
  const needed = new Set([indexUrl(), ...Object.keys(index), ...Object.values(index).flat()]);
  const unused = (await cache.keys()).filter((request) => !needed.has(request.url));
  await Promise.all(unused.map((request) => cache.delete(request)));
}

async function syncSavedPages(): Promise<string[]> {
  const cache = await caches.open(cacheName());
  const index = await readIndex(cache);
  const items = await savedItems().catch(() => null);
  if (items === null) return Object.keys(index);
  const wanted = new Set(items.map((item) => item.address));
  for (const address of Object.keys(index)) if (!wanted.has(address)) delete index[address];
  for (const item of items) {
    if (index[item.address] && (await cache.match(item.address))) continue;
    const assets = await keepPage(cache, item);
    if (assets) index[item.address] = assets;
  }
  await writeIndex(cache, index);
  await dropUnused(cache, index);
  return Object.keys(index);
}

async function clearSavedPages(): Promise<string[]> {
  await caches.delete(cacheName());
  return [];
}

/** A failed network request for a page or file falls back to its saved copy, if there is one. */
export async function savedCopy(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(cacheName());
  return (await cache.match(request)) ?? (request.mode === 'navigate' ? cache.match(request.url, { ignoreSearch: true }) : undefined);
}

/** Answers the page's requests one at a time, in the order they came. */
export function keepSavedPagesOnRequest(): void {
  let queue: Promise<unknown> = Promise.resolve();
  self.addEventListener('message', (event) => {
    const type: unknown = isRecord(event.data) ? event.data.type : undefined;
    if (type !== SAVED_PAGES_SYNC && type !== SAVED_PAGES_CLEAR) return;
    const work = queue.then(() => (type === SAVED_PAGES_SYNC ? syncSavedPages() : clearSavedPages())).catch(() => [] as string[]);
    queue = work;
    event.waitUntil(
      work.then((offlineAddresses) => {
        const reply: SavedPagesReply = { type: SAVED_PAGES_DONE, offlineAddresses };
        event.ports[0]?.postMessage(reply);
      }),
    );
  });
}
