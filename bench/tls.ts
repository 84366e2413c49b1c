// The bench serves the demo as a news site's CDN does: HTTPS, HTTP/2 by ALPN. Its certificate is
// made for the run with the machine's openssl and thrown away after; the browser is told to accept
// it. BENCH_HTTP1=1 serves plain HTTP/1.1 instead, as the demo's `npm start` does.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SERVES_HTTP1 = process.env.BENCH_HTTP1 === '1';

/** Words for the report: how the pages were served. */
export const PROTOCOL_NAME = SERVES_HTTP1 ? 'HTTP/1.1, no TLS' : 'HTTP/2 over TLS (throwaway certificate)';

/** The scheme of the demo's origins in this run. */
export const SCHEME = SERVES_HTTP1 ? 'http' : 'https';

/** Chromium's flag for a certificate no authority signed (this run's own). */
export const ACCEPT_CERTIFICATE_FLAG = '--ignore-certificate-errors';

/** A key and a self-signed certificate for localhost and both demo sites, or undefined under BENCH_HTTP1=1. */
export function benchTls(): { key: string; cert: string } | undefined {
  if (SERVES_HTTP1) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'np-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const names = 'subjectAltName=DNS:localhost,DNS:diario.localhost,DNS:diari.localhost';
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', names], { stdio: 'ignore' });
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (error) {
    throw new Error(`The bench serves HTTPS with a certificate made by openssl, which failed (${String(error)}); install openssl or run with BENCH_HTTP1=1.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
