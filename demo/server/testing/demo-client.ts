// For the node tests: start the demo on a free port with a fake dist/, and send requests with
// any Host header (fetch cannot set Host, and *.localhost does not resolve in Node).
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDemoServer, type DemoServer, type DemoServerOptions } from '../app';

export interface DemoResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The body as bytes, for binary answers. */
  body: Buffer;
  json<T = unknown>(): T;
  /** Set-Cookie values. */
  cookies: string[];
}

export interface RequestOptions {
  host?: string;
  method?: string;
  body?: unknown;
  /** Sent as it is, instead of JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
}

export function request(port: number, pathname: string, options: RequestOptions = {}): Promise<DemoResponse> {
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const headers: Record<string, string> = { host: options.host ?? `diario.localhost:${port}`, ...options.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, method: options.method ?? 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString('utf8');
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          text,
          body: bytes,
          json: <T>() => JSON.parse(text) as T,
          cookies: res.headers['set-cookie'] ?? [],
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** `name=value` pairs for a Cookie header, from Set-Cookie values. */
export function cookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ');
}

export const FAKE_BUNDLE: Readonly<Record<string, string>> = {
  'np-loader.js': 'window.npLoaded = true;',
  'np-placeholders.css': 'np-share-bar:not(:defined){display:block}',
  'np-searcher-page.css': '.np-searcher{display:grid}',
  'main.0123abcd.js': 'export {};',
  'share-bar.89abcdef01.css': '.np-share-bar{}',
  'main.0123abcd.js.map': '{"version":3}',
  'service-worker.js': 'self.addEventListener("fetch", () => {});',
  'manifest.json': '{}',
  'chunks/ad-slot.fedcba98.js': 'export {};',
};

export const SECRET_TEXT = 'top secret, outside dist';

export interface DemoFixture {
  server: DemoServer;
  port: number;
  distDir: string;
  get(pathname: string, options?: RequestOptions): Promise<DemoResponse>;
  post(pathname: string, body?: unknown, options?: RequestOptions): Promise<DemoResponse>;
  stop(): Promise<void>;
}

/** A fake dist/ (plus a secret file next to it, for traversal tests) and a running demo. */
export async function startDemo(options: Partial<DemoServerOptions> = {}): Promise<DemoFixture> {
  const root = mkdtempSync(path.join(tmpdir(), 'np-demo-'));
  const distDir = path.join(root, 'dist');
  for (const [name, content] of Object.entries(FAKE_BUNDLE)) {
    mkdirSync(path.dirname(path.join(distDir, name)), { recursive: true });
    writeFileSync(path.join(distDir, name), content);
  }
  writeFileSync(path.join(root, 'secret.txt'), SECRET_TEXT);
  const server = await createDemoServer({ distDir, port: 0, ...options });
  const { port } = server;
  return {
    server,
    port,
    distDir,
    get: (pathname, more) => request(port, pathname, more),
    post: (pathname, body, more) => request(port, pathname, { method: 'POST', body, ...more }),
    stop: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
