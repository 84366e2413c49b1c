// The demo server: two sites by Host, the bundle, server-rendered pages, the demo API and
// the demo-only endpoints. Node's own http module (http2 for HTTPS), no framework.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { handleApi } from './api-handler';
import { PLACEHOLDERS_FILE, serveBundleFile } from './bundle';
import { CSP_ARTICLE_PATH, STRICT_CSP } from './csp';
import { handleDemoEndpoint } from './demo-endpoints';
import { applyFault } from './fault-response';
import { parseCookies } from './http/cookies';
import { redirect, sendHtml, sendText } from './http/respond';
import type { PageContext, PageResult } from './pages/context';
import { galleryPage } from './pages/gallery';
import { LEGACY_THEME_PATH, legacyThemePage } from './pages/legacy-theme';
import { renderPage } from './pages/routes';
import { applyPageVariant, keepsPlaceholdersLinked, pageVariantOf, withPageRules, withPlaceholderRules } from './pages/variants';
import { PAGE_TEXTS } from './pages/texts';
import { hostInfo, isSiteAlias, type HostInfo } from './sites';
import { DemoState } from './state/demo-state';
import { FAULT_SCOPE_COOKIE } from './state/faults';
import { readManifests } from './widget-manifests';

export interface DemoServerOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Defaults to <repo>/widgets. */
  widgetsDir?: string;
  /** Defaults to <repo>/demo/public. */
  publicDir?: string;
  /** The clock the seed uses for "today". */
  now?: () => Date;
  /**
   * Serve HTTPS with this key and certificate: HTTP/2 where the browser offers it (ALPN), else
   * HTTP/1.1, as the CDN in front of a news site does. The bench and Lighthouse use it.
   */
  tls?: { key: string; cert: string };
}

export interface DemoServer {
  url: string;
  port: number;
  /** The demo's state, for tests that need to look inside. */
  state: DemoState;
  close(): Promise<void>;
}

interface Settings {
  distDir: string;
  widgetsDir: string;
  publicDir: string;
  state: DemoState;
}

const REPO_DIR = path.resolve(__dirname, '../..');
/** Paths a scheduled fault can answer: the API, the bundle and the demo's video files. */
const FAULTABLE = /^\/(?:api|webapi|diario|diari|__demo\/media)\//;
const BUNDLE_PATH = /^\/([a-z]+)\/(.*)$/;
/** Under /<alias>/, a path without a file extension is a page of the site mounted there. */
const MOUNTED_PAGE = /^(?:[^.]*\/)?[^./]*$/;

/** Whether the request came over TLS (the HTTPS server's HTTP/1.1 and HTTP/2 alike). */
const isEncrypted = (req: IncomingMessage): boolean => (req.socket as Partial<TLSSocket>).encrypted === true;

function pageContext(req: IncomingMessage, url: URL, info: HostInfo, state: DemoState): PageContext {
  return {
    site: info.site,
    host: info.host,
    url,
    preview: url.searchParams.get('preview') === '1',
    state,
    texts: PAGE_TEXTS[info.site.lang],
    cookies: parseCookies(req),
    scheme: isEncrypted(req) ? 'https' : 'http',
  };
}

/** A stylesheet of the build, for the pages to carry in their head; undefined before a build. */
function bundleStylesheet(distDir: string, file: string): string | undefined {
  try {
    return readFileSync(path.join(distDir, file), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * Answers a page, in the variant its query asks for (`?bare=1`, `?snippet=blocking`, `?snippet=link`:
 * see pages/variants.ts), with np-placeholders.css's rules (and a widget's page rules) from the
 * build in `inlineFrom` in its head, where given.
 */
function writePage(res: ServerResponse, url: URL, result: PageResult, headers: Record<string, string> = {}, inlineFrom?: string): void {
  if (result.kind === 'redirect') return redirect(res, result.location, result.cookies ? { 'Set-Cookie': result.cookies } : {});
  const page = applyPageVariant(result.html, pageVariantOf(url.searchParams));
  const placeholders = inlineFrom === undefined ? undefined : bundleStylesheet(inlineFrom, PLACEHOLDERS_FILE);
  const inline = inlineFrom !== undefined && placeholders !== undefined && !keepsPlaceholdersLinked(url.searchParams);
  sendHtml(res, result.status, inline ? withPageRules(withPlaceholderRules(page, placeholders), (file) => bundleStylesheet(inlineFrom, file)) : page, headers);
}

async function route(req: IncomingMessage, res: ServerResponse, url: URL, settings: Settings): Promise<void> {
  const { pathname } = url;
  const info = hostInfo(req.headers.host);
  if (pathname === LEGACY_THEME_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
    return writePage(res, url, legacyThemePage(pageContext(req, url, info, settings.state)), {}, settings.distDir);
  }
  if (FAULTABLE.test(pathname)) {
    const fault = settings.state.faults.take(pathname, parseCookies(req)[FAULT_SCOPE_COOKIE]);
    if (fault && (await applyFault(req, res, fault))) return;
  }
  if (pathname.startsWith('/__demo/')) return handleDemoEndpoint(req, res, url, settings);
  if (pathname.startsWith('/api/') || pathname.startsWith('/webapi/')) return handleApi(req, res, url, settings.state, info);
  const bundle = BUNDLE_PATH.exec(pathname);
  const mounted = bundle?.[1] && isSiteAlias(bundle[1]) && MOUNTED_PAGE.test(bundle[2] ?? '');
  if (bundle?.[1] && isSiteAlias(bundle[1]) && !mounted) return serveBundleFile(res, settings.distDir, bundle[1], bundle[2] ?? '');
  // The site's pages are also served under its static folder, as a path-mounted CMS site
  // would be: only there does the service worker (scope /<alias>/) control the page.
  if (mounted) url.pathname = `/${bundle[2] ?? ''}`;
  if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const ctx = pageContext(req, url, info, settings.state);
  if (pathname === '/demo') return redirect(res, `/demo/${url.search}`);
  if (pathname === '/demo/') return writePage(res, url, galleryPage(ctx, await readManifests(settings.widgetsDir)), {}, settings.distDir);
  if (pathname === '/csp/' || pathname === '/csp') {
    // The article page under a strict CSP with Trusted Types (see csp.ts): its style-src allows no
    // inline <style>, so np-placeholders.css stays a link there.
    url.pathname = CSP_ARTICLE_PATH;
    return writePage(res, url, renderPage(ctx), { 'Content-Security-Policy': STRICT_CSP });
  }
  writePage(res, url, renderPage(ctx), {}, settings.distDir);
}

/** HTTP/2 names the host in its `:authority` pseudo-header, not in Host. */
function withHostHeader(req: IncomingMessage): void {
  const authority = req.headers[':authority'];
  if (req.headers.host === undefined && typeof authority === 'string') req.headers.host = authority;
}

function handler(settings: Settings) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    withHostHeader(req);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://demo.invalid');
    } catch {
      return sendText(res, 400, 'Bad request');
    }
    route(req, res, url, settings).catch((error: unknown) => {
      console.error('demo server:', error);
      if (!res.headersSent) sendText(res, 500, 'Internal server error');
      else res.destroy();
    });
  };
}

type AnyServer = Server | ReturnType<typeof secureServer>;

function listen(server: AnyServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * The HTTPS server. Node's HTTP/2 compatibility API hands the same request and response methods
 * the handler uses (writeHead, end, headers, req) to HTTP/2 streams and HTTP/1.1 alike.
 */
function secureServer(settings: Settings, tls: { key: string; cert: string }) {
  const server = createSecureServer({ ...tls, allowHTTP1: true });
  const handle = handler(settings);
  // The compatibility request and response are not node:http's classes, but answer alike.
  server.on('request', (req, res) => handle(req as unknown as IncomingMessage, res as unknown as ServerResponse));
  // Every TCP connection, from its first byte: close() ends them (HTTP/2 and HTTP/1.1 alike) so
  // that it does not wait on a browser's idle connection.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return Object.assign(server, { closeAllConnections: () => sockets.forEach((socket) => socket.destroy()) });
}

export async function createDemoServer(options: DemoServerOptions): Promise<DemoServer> {
  const state = new DemoState(options.now);
  const settings: Settings = {
    distDir: path.resolve(options.distDir),
    widgetsDir: options.widgetsDir ?? path.join(REPO_DIR, 'widgets'),
    publicDir: options.publicDir ?? path.join(REPO_DIR, 'demo', 'public'),
    state,
  };
  const server = options.tls ? secureServer(settings, options.tls) : createServer(handler(settings));
  const host = options.host ?? '127.0.0.1';
  const port = await listen(server, options.port, host);
  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeAllConnections();
    });
  const scheme = options.tls ? 'https' : 'http';
  return { url: `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`, port, state, close };
}
