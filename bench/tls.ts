// The bench serves the demo as a news site's CDN does: HTTPS, HTTP/2 by ALPN. Its certificate is
// made for the run with the machine's openssl and thrown away after; Chromium is told to trust its
// key (not to ignore certificate errors: a page with one is kept out of the HTTP cache, which the
// repeat visit measures). BENCH_HTTP1=1 serves plain HTTP/1.1 instead, as `npm start` does.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SERVES_HTTP1 = process.env.BENCH_HTTP1 === '1';

/** Words for the report: how the pages were served. */
export const PROTOCOL_NAME = SERVES_HTTP1 ? 'HTTP/1.1, no TLS' : 'HTTP/2 over TLS (throwaway certificate)';

/** The scheme of the demo's origins in this run. */
export const SCHEME = SERVES_HTTP1 ? 'http' : 'https';

export interface BenchTls {
  key: string;
  cert: string;
  /** The flags that make Chromium trust this certificate's key. */
  chromiumFlags: string[];
}

/** Chromium trusts a certificate whose public key's SHA-256 is listed (the browser needs a user-data-dir, which Playwright and chrome-launcher give it). */
function trustFlag(cert: string): string {
  const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
}

/** A key and a self-signed certificate for localhost and both demo sites, or undefined under BENCH_HTTP1=1. */
export function benchTls(): BenchTls | undefined {
  if (SERVES_HTTP1) return undefined;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'np-bench-tls-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const names = 'subjectAltName=DNS:localhost,DNS:diario.localhost,DNS:diari.localhost';
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', names], { stdio: 'ignore' });
    const certificate = readFileSync(cert, 'utf8');
    return { key: readFileSync(key, 'utf8'), cert: certificate, chromiumFlags: [trustFlag(certificate)] };
  } catch (error) {
    throw new Error(`The bench serves HTTPS with a certificate made by openssl, which failed (${String(error)}); install openssl or run with BENCH_HTTP1=1.`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
