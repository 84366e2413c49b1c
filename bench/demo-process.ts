// The demo server in a Node process of its own, as a site's server and CDN are. Run inside the
// bench's process, its event loop was shared with Playwright's (or Lighthouse's) handling of the
// browser's protocol messages, and np's chunk requests, which go out while the page loads, waited
// behind them: on loopback a 5 KB widget chunk could take 40-180 ms from request to first byte.
// This file is both sides: `startDemoProcess` forks it, and the fork serves.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { createDemoServer } from '../demo/server/app';
import { SCHEME, type BenchTls } from './tls';

export interface BenchServer {
  port: number;
  close(): Promise<void>;
}

interface Start {
  distDir: string;
  tls?: { key: string; cert: string };
}

/** One request from Node to the demo on the bench's scheme (its throwaway certificate accepted), addressed to diario.localhost. */
export function requestDemo(port: number, pathname: string, init: { method?: string; headers?: OutgoingHttpHeaders; body?: string } = {}): Promise<IncomingMessage> {
  const send = SCHEME === 'https' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send({ host: '127.0.0.1', port, path: pathname, method: init.method ?? 'GET', rejectUnauthorized: false, headers: { host: `diario.localhost:${port}`, ...init.headers } }, resolve);
    req.once('error', reject);
    req.end(init.body);
  });
}

/** What Chromium sends: the server picks brotli, as it does for the measured loads. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

async function fetchOnce(port: number, pathname: string): Promise<void> {
  const res = await requestDemo(port, pathname, { headers: { 'accept-encoding': BROWSER_ENCODINGS } });
  res.resume();
  await once(res, 'end');
}

/**
 * Asks once for every script and stylesheet of the build, and the demo's own stylesheet, so that
 * the measured loads find them compressed, as a CDN serves them. The server compresses a static
 * file at brotli's best on its first request and keeps it: without this, the first measured load of
 * each build waited for that (np-vendor's first byte came some 850 ms after its request on the
 * phone profile, and the first Lighthouse run of np on the article had an LCP of 1.7-1.9 s against
 * about 1.0 s for the others).
 */
async function warmStaticFiles(port: number, distDir: string): Promise<void> {
  const files = readdirSync(distDir).filter((file) => /\.(js|css)$/.test(file));
  for (const file of files) await fetchOnce(port, `/diario/${file}`);
  await fetchOnce(port, '/__demo/assets/site.css');
}

/** Starts the demo on a free port in a child process (the certificate goes over IPC, not argv), its static files compressed before it is handed over. */
export async function startDemoProcess(distDir: string, tls?: BenchTls): Promise<BenchServer> {
  const server = await forkDemoProcess(distDir, tls);
  try {
    await warmStaticFiles(server.port, distDir);
  } catch (error) {
    await server.close();
    throw error;
  }
  return server;
}

function forkDemoProcess(distDir: string, tls?: BenchTls): Promise<BenchServer> {
  const child = fork(__filename, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const close = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
  };
  return new Promise((resolve, reject) => {
    child.once('message', (message: { port?: number; error?: string }) => {
      if (message.port) resolve({ port: message.port, close });
      else reject(new Error(`the demo process did not start: ${message.error}`));
    });
    child.once('exit', (code) => reject(new Error(`the demo process exited with ${code} before it served`)));
    const start: Start = { distDir, tls: tls && { key: tls.key, cert: tls.cert } };
    child.send(start);
  });
}

function serve(): void {
  process.once('message', (start: Start) => {
    createDemoServer({ distDir: start.distDir, port: 0, tls: start.tls }).then(
      (server) => {
        process.send?.({ port: server.port });
        const stop = () => void server.close().finally(() => process.exit(0));
        process.once('SIGTERM', stop);
        // The bench stopped without closing it (an error, a timeout): the server goes with it.
        process.once('disconnect', stop);
      },
      (error: unknown) => {
        process.send?.({ error: String(error) });
        process.exit(1);
      },
    );
  });
}

if (require.main === module) serve();
