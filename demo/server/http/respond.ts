// Writing answers: text, JSON, HTML and redirects, each with no-store unless told otherwise.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Headers = OutgoingHttpHeaders;

/** The content codings the demo sends, best first: brotli as a production CDN serves it, else gzip. */
export type ContentCoding = 'br' | 'gzip';

/** The codings an Accept-Encoding header allows (a `q=0` refuses one; `*` allows any). */
function acceptedCodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The coding to answer this request with, or undefined to send the bytes as they are. */
export function preferredCoding(res: ServerResponse): ContentCoding | undefined {
  const accepted = acceptedCodings(String(res.req?.headers['accept-encoding'] ?? ''));
  if (accepted.has('br') || accepted.has('*')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Pages and API answers are compressed as a production server would; small bodies are sent as they are. */
const COMPRESS_FROM_BYTES = 1024;
/** Pages and API answers are made per request, so a server compresses them fast: brotli 5 (nginx's default is 6), not the 11 of static files. */
const DYNAMIC_BROTLI_QUALITY = 5;
/** What a server compresses on the fly; a fault's raw body is sent exactly as given. */
type Compression = 'compress' | 'as-given';

export function compress(body: Buffer | string, coding: ContentCoding, brotliQuality: number): Buffer {
  if (coding === 'gzip') return gzipSync(body);
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) } });
}

function send(res: ServerResponse, status: number, body: string, headers: Headers, compression: Compression = 'compress'): void {
  if (res.headersSent || res.destroyed) return;
  const compressible = compression === 'compress' && /^(text\/html|application\/json)/.test(String(headers['Content-Type'] ?? ''));
  const coding = compressible && Buffer.byteLength(body) >= COMPRESS_FROM_BYTES ? preferredCoding(res) : undefined;
  const compressed = coding ? compress(body, coding, DYNAMIC_BROTLI_QUALITY) : undefined;
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': compressed ? compressed.length : Buffer.byteLength(body),
    ...(coding ? { 'Content-Encoding': coding, Vary: 'Accept-Encoding' } : {}),
    ...headers,
  });
  res.end(compressed ?? body);
}

export function sendText(res: ServerResponse, status: number, text: string, headers: Headers = {}): void {
  send(res, status, text, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Headers = {}): void {
  send(res, status, JSON.stringify(body), { 'Content-Type': 'application/json; charset=utf-8', ...headers });
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}): void {
  send(res, status, html, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
}

/** Sends a body exactly as given, for faults that imitate broken servers. */
export function sendRaw(res: ServerResponse, status: number, body: string, contentType: string): void {
  send(res, status, body, { 'Content-Type': contentType }, 'as-given');
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}, status = 302): void {
  send(res, status, '', { Location: location, ...headers });
}
