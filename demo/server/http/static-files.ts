// Serving files from one folder: content types, cache policy, and no way out of the folder.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { compress, preferredCoding, sendText, type ContentCoding, type Headers } from './respond';

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
/** Static files are compressed once, so at brotli's best, as a CDN would. */
const STATIC_BROTLI_QUALITY = 11;
/** Compressed files by coding, path and modification time: as a CDN would keep them. */
const compressedFiles = new Map<string, { mtimeMs: number; body: Buffer }>();

async function compressedFile(file: string, mtimeMs: number, coding: ContentCoding): Promise<Buffer> {
  const key = `${coding} ${file}`;
  const cached = compressedFiles.get(key);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = compress(await readFile(file), coding, STATIC_BROTLI_QUALITY);
  compressedFiles.set(key, { mtimeMs, body });
  return body;
}

/** Answers with the file (brotli or gzip when the client accepts it and it is text), or a 404 text when it is missing, a folder, or outside `root`. */
export async function serveFile(res: ServerResponse, root: string, relative: string, cachePolicy: CachePolicy): Promise<void> {
  const file = resolveInside(root, relative);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    sendText(res, 404, 'Not found');
    return;
  }
  const contentType = contentTypeOf(file);
  const compressible = COMPRESSIBLE.test(contentType);
  const coding = compressible ? preferredCoding(res) : undefined;
  const compressed = coding ? await compressedFile(file, info.mtimeMs, coding) : undefined;
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': compressed ? compressed.length : info.size,
    // A cache between us and the reader must keep one copy per coding, even of the identity answer.
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(coding ? { 'Content-Encoding': coding } : {}),
    'Last-Modified': info.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...cachePolicy(path.basename(file)),
  });
  if (res.req.method === 'HEAD') {
    res.end();
    return;
  }
  if (compressed) {
    res.end(compressed);
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}
