// Serving files from one folder: content types, cache policy, and no way out of the folder.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, sendText, type Headers } from './respond';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
};

export function contentTypeOf(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The absolute path of `relative` inside `root`, or null when the decoded path would leave
 * `root` (`..`, absolute paths, encoded slashes or NUL bytes).
 */
export function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const base = path.resolve(root);
  const target = path.resolve(base, `.${path.posix.sep}${decoded}`);
  const inside = path.relative(base, target);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside)) return null;
  if (decoded.split('/').some((segment) => segment === '..')) return null;
  return target;
}

export type CachePolicy = (fileName: string) => Headers;

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg)/;
/** Gzipped files by path and modification time: as a CDN would keep them. */
const gzippedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzippedFile(file: string, mtimeMs: number): Promise<Buffer> {
  const cached = gzippedFiles.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = gzipSync(await readFile(file));
  gzippedFiles.set(file, { mtimeMs, body });
  return body;
}

/** Answers with the file (gzipped when the client accepts it and it is text), or a 404 text when it is missing, a folder, or outside `root`. */
export async function serveFile(res: ServerResponse, root: string, relative: string, cachePolicy: CachePolicy): Promise<void> {
  const file = resolveInside(root, relative);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    sendText(res, 404, 'Not found');
    return;
  }
  const contentType = contentTypeOf(file);
  const gzipped = COMPRESSIBLE.test(contentType) && acceptsGzip(res) ? await gzippedFile(file, info.mtimeMs) : undefined;
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': gzipped ? gzipped.length : info.size,
    ...(gzipped ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...cachePolicy(path.basename(file)),
  });
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  if (gzipped) {
    res.end(gzipped);
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
