// The demo server in a Node process of its own, as a site's server and CDN are. Run inside the
// bench's process, its event loop was shared with Playwright's (or Lighthouse's) handling of the
// browser's protocol messages, and np's chunk requests, which go out while the page loads, waited
// behind them: on loopback a 5 KB widget chunk could take 40-180 ms from request to first byte.
// This file is both sides: `startDemoProcess` forks it, and the fork serves.
import { fork } from 'node:child_process';
import { createDemoServer } from '../demo/server/app';
import type { BenchTls } from './tls';

export interface BenchServer {
  port: number;
  close(): Promise<void>;
}

interface Start {
  distDir: string;
  tls?: { key: string; cert: string };
}

/** Starts the demo on a free port in a child process (the certificate goes over IPC, not argv). */
export function startDemoProcess(distDir: string, tls?: BenchTls): Promise<BenchServer> {
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
