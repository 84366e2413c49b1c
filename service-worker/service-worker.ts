/// <reference lib="webworker" />
// The site's service worker, at /<alias>/service-worker.js with scope /<alias>/.
//  1. /api/ and /webapi/ always go to the network and are never stored (no personal data cached).
//  2. The build's hashed chunks (the injected manifest) are served cache-first from a cache of
//     this site's own. The registry script and the shared chunks every widget needs are
//     precached at install; a widget's own chunk is stored the first time a page uses it, so a
//     page never downloads the code of a widget it does not hold.
//  3. On activation, entries of other releases are removed.
//  4. Saved contents stay readable offline (saved-pages.ts): pages, images and other files of this
//     origin go to the network, and fall back to a saved copy when the network fails.
import { cacheNames, clientsClaim, setCacheNameDetails } from 'workbox-core';
import { precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import { keepSavedPagesOnRequest, savedCopy } from './saved-pages';

declare const self: ServiceWorkerGlobalScope;

const SHARED_CHUNK = /(^|\/)np-(registry|vendor|core|request)\.[0-9a-f]+\.(js|css)$/;

const siteAlias = new URL(self.registration.scope).pathname.split('/').filter(Boolean).join('-') || 'root';
setCacheNameDetails({ prefix: `np-${siteAlias}`, suffix: 'v1' });

// InjectManifest writes the list of hashed files here at build time.
const manifest = self.__WB_MANIFEST.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
const chunkUrls = new Set(manifest.map((entry) => new URL(entry.url, self.location.href).href));
const chunkCacheName = `${cacheNames.prefix}-chunks`;

registerRoute(({ url }) => url.pathname.startsWith('/api/') || url.pathname.startsWith('/webapi/'), new NetworkOnly());

precacheAndRoute(manifest.filter((entry) => SHARED_CHUNK.test(entry.url)));

registerRoute(({ url }) => chunkUrls.has(url.href), new CacheFirst({ cacheName: chunkCacheName }));

registerRoute(
  ({ request, url }) => request.mode === 'navigate' || url.origin === self.location.origin || request.destination === 'image',
  new NetworkOnly({ plugins: [{ handlerDidError: async ({ request }) => savedCopy(request) }] }),
);
keepSavedPagesOnRequest();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(chunkCacheName).then(async (cache) => {
      const stale = (await cache.keys()).filter((request) => !chunkUrls.has(request.url));
      await Promise.all(stale.map((request) => cache.delete(request)));
    }),
  );
});

self.skipWaiting();
clientsClaim();
