// Writing answers: text, JSON, HTML and redirects, each with no-store unless told otherwise.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

export type Headers = OutgoingHttpHeaders;

export const acceptsGzip = (res: ServerResponse): boolean => /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));

/** Pages are gzipped as a production server would; API answers and small bodies are sent as they are. */
const GZIP_PAGES_FROM_BYTES = 1024;

function send(res: ServerResponse, status: number, body: string, headers: Headers): void {
  if (res.headersSent || res.destroyed) return;
  const isPage = String(headers['Content-Type'] ?? '').startsWith('text/html');
  const compressed = isPage && Buffer.byteLength(body) >= GZIP_PAGES_FROM_BYTES && acceptsGzip(res) ? gzipSync(body) : undefined;
  res.writeHead(status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Length': compressed ? compressed.length : Buffer.byteLength(body),
    ...(compressed ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
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
  send(res, status, body, { 'Content-Type': contentType });
}

export function redirect(res: ServerResponse, location: string, headers: Headers = {}, status = 302): void {
  send(res, status, '', { Location: location, ...headers });
}
