// The built bundle under /<alias>/: both sites serve the same files from dist/.
import type { ServerResponse } from 'node:http';
import type { Headers } from './http/respond';
import { serveFile } from './http/static-files';
import type { SiteAlias } from './sites';

export const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css)$/;
export const LOADER_FILE = 'np-loader.js';
export const PLACEHOLDERS_FILE = 'np-placeholders.css';
export const SERVICE_WORKER_FILE = 'service-worker.js';

/** Hashed chunks are immutable; the loader and its placeholder stylesheet change on deploy; the service worker is always checked. */
export function bundleCachePolicy(alias: SiteAlias): (fileName: string) => Headers {
  return (fileName) => {
    if (HASHED_FILE.test(fileName)) return { 'Cache-Control': 'public, max-age=31536000, immutable' };
    if (fileName === LOADER_FILE || fileName === PLACEHOLDERS_FILE) return { 'Cache-Control': 'public, max-age=300' };
    if (fileName === SERVICE_WORKER_FILE) return { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': `/${alias}/` };
    return { 'Cache-Control': 'no-cache' };
  };
}

export function serveBundleFile(res: ServerResponse, distDir: string, alias: SiteAlias, relative: string): Promise<void> {
  return serveFile(res, distDir, relative, bundleCachePolicy(alias));
}
