// Demo-only addresses under /__demo/ (never part of the bundle): reset, mail, faults, and the
// demo's own assets, placeholder images and video files.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJsonBody } from './http/body';
import { serveDemoMedia } from './media';
import { sendJson, sendText } from './http/respond';
import { serveFile } from './http/static-files';
import { IMAGE_KEY, placeholderPng, placeholderSvg } from './placeholder-image';
import { readFault, type FaultQueue } from './state/faults';
import type { DemoState } from './state/demo-state';
import { EMPTY_LOADER_PATH } from './pages/variants';

export interface DemoEndpointOptions {
  state: DemoState;
  publicDir: string;
}

async function addFault(req: IncomingMessage, res: ServerResponse, faults: FaultQueue): Promise<void> {
  const reading = await readJsonBody(req);
  if (!reading.ok) return sendJson(res, reading.status, { code: reading.code });
  const fault = readFault(reading.value);
  if (!fault.ok) return sendJson(res, 400, { code: 'INVALID_FAULT', message: fault.message });
  faults.add(fault.fault);
  sendJson(res, 201, { fault: fault.fault, pending: faults.list() });
}

/**
 * `/__demo/img/<key>.(jpg|webp|svg)?ar=&w=`: the picture at the asked width and crop. A `.jpg` or
 * `.webp` address gets a PNG, a raster as a real site's photos are (the demo has no JPEG or WebP
 * encoder), so that the browser decodes it off the main thread as it would theirs; `.svg` gets the
 * drawing as SVG. The format asked for is echoed in `X-Np-Image-Format` so that tests can tell a
 * webp request from a jpg one.
 */
function serveImage(res: ServerResponse, url: URL): void {
  const match = /^\/__demo\/img\/([^/]+)\.(jpg|webp|svg)$/.exec(url.pathname);
  const key = match?.[1];
  if (!key || !IMAGE_KEY.test(key)) return sendText(res, 404, 'Not found');
  const format = match[2]!;
  const body = format === 'svg' ? Buffer.from(placeholderSvg(key, url.searchParams)) : placeholderPng(key, url.searchParams);
  res.writeHead(200, { 'Content-Type': format === 'svg' ? 'image/svg+xml' : 'image/png', 'Content-Length': body.length, 'Cache-Control': 'public, max-age=86400', 'X-Np-Image-Format': format });
  res.end(body);
}

type Route = (req: IncomingMessage, res: ServerResponse, url: URL, options: DemoEndpointOptions) => void | Promise<void>;

const ROUTES: Record<string, Route> = {
  'POST /__demo/reset': (_req, res, _url, { state }) => {
    state.reset();
    sendJson(res, 200, { reset: true, today: state.seed.today });
  },
  'GET /__demo/mail': (_req, res, _url, { state }) => sendJson(res, 200, state.mailbox.list()),
  'GET /__demo/faults': (_req, res, _url, { state }) => sendJson(res, 200, state.faults.list()),
  'POST /__demo/faults': (req, res, _url, { state }) => addFault(req, res, state.faults),
  // `?bare=snippet`'s loader: a script with nothing in it, cached as np-loader.js is (bundle.ts).
  [`GET ${EMPTY_LOADER_PATH}`]: (_req, res) => sendText(res, 200, '', { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=300' }),
  'DELETE /__demo/faults': (_req, res, _url, { state }) => {
    state.faults.clear();
    sendJson(res, 200, []);
  },
};

export async function handleDemoEndpoint(req: IncomingMessage, res: ServerResponse, url: URL, options: DemoEndpointOptions): Promise<void> {
  const method = req.method === 'HEAD' ? 'GET' : (req.method ?? 'GET');
  const route = ROUTES[`${method} ${url.pathname}`];
  if (route) return route(req, res, url, options);
  if (method === 'GET' && url.pathname.startsWith('/__demo/img/')) return serveImage(res, url);
  if (method === 'GET' && url.pathname.startsWith('/__demo/media/')) return serveDemoMedia(res, url);
  if (method === 'GET' && url.pathname.startsWith('/__demo/assets/')) {
    return serveFile(res, options.publicDir, url.pathname.slice('/__demo/assets/'.length), () => ({ 'Cache-Control': 'no-cache' }));
  }
  sendJson(res, 404, { code: 'NOT_FOUND' });
}
