// The engines reach the demo through this HTTP proxy (Firefox by its proxy preferences, WebKit by
// the WebDriver `proxy` capability). It passes every request through unchanged, except that in
// HTML pages, which name the loader as the README's template snippet
// (`<script defer src=".../np-loader.js">`), it puts the probe (probe.ts) inline right before the
// loader. The demo hosts keep their names.
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { PROBE_SCRIPT } from './probe';

const LOADER = /<script defer (src="[^"]*\/np-loader\.js")><\/script>/;

export interface DemoProxy {
  port: number;
  close(): Promise<void>;
}

/** Rewrites a demo page as the suite serves it to Firefox and WebKit. */
export function templateSnippetPage(html: string): string {
  if (!LOADER.test(html)) throw new Error('the page has no `<script defer src=".../np-loader.js">` to put the probe before');
  return html.replace(LOADER, (_, src: string) => `<script>${PROBE_SCRIPT}</script>\n<script defer ${src}></script>`);
}

/** The page's bytes as the demo sent them (it compresses for browsers that ask). */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  return body;
}

function forward(demoPort: number, req: IncomingMessage, res: ServerResponse): void {
  const target = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const upstream = http.request({ host: '127.0.0.1', port: demoPort, method: req.method, path: `${target.pathname}${target.search}`, headers: req.headers }, (answer) => {
    const isPage = /^text\/html/.test(answer.headers['content-type'] ?? '');
    if (!isPage) {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    answer.on('data', (chunk: Buffer) => chunks.push(chunk));
    answer.on('end', () => {
      const text = decode(Buffer.concat(chunks), answer.headers['content-encoding']).toString('utf8');
      const body = Buffer.from(LOADER.test(text) ? templateSnippetPage(text) : text, 'utf8');
      const { 'content-encoding': _encoding, ...headers } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': String(body.length) });
      res.end(body);
    });
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
}

export async function startDemoProxy(demoPort: number): Promise<DemoProxy> {
  const server = http.createServer((req, res) => forward(demoPort, req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
