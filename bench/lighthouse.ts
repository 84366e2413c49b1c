// `npm run lighthouse`: Lighthouse 12 (mobile, default throttling) on the demo's pages, over a
// production build made in a temporary folder (or the one NP_DIST names). Writes an HTML and a
// JSON report per page to bench/lighthouse/, prints a table and the failed a11y/best-practice audits.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { createDemoServer } from '../demo/server/app';
import { BENCH_PAGES } from './pages';
import { table } from './report';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(__dirname, 'lighthouse');
// chrome-launcher's own variable first, then the one the tests use.
const CHROMIUM = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse loads a page as it is: not the bench's fixture pages, nor the logged-in one. */
const PAGES = BENCH_PAGES.filter((page) => !page.fixture && !page.login);

/** The dist folder to serve: NP_DIST as given, or a fresh production build in a temporary folder. */
function productionBuild(): { distDir: string; remove(): void } {
  const given = process.env.NP_DIST;
  if (given) {
    const distDir = path.resolve(given);
    if (!existsSync(path.join(distDir, 'np-loader.js'))) throw new Error(`NP_DIST=${given} holds no np-loader.js.`);
    return { distDir, remove: () => {} };
  }
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'np-lighthouse-'));
  const distDir = path.join(tmp, 'dist');
  execFileSync('npx', ['webpack', '--mode', 'production', '--output-path', distDir, '--stats', 'errors-warnings'], { cwd: ROOT, stdio: 'inherit' });
  return { distDir, remove: () => rmSync(tmp, { recursive: true, force: true }) };
}

const score = (lhr: Result, category: string) => {
  const value = lhr.categories[category]?.score;
  return value == null ? '-' : String(Math.round(value * 100));
};
const millis = (lhr: Result, audit: string) => `${Math.round(lhr.audits[audit]?.numericValue ?? NaN)} ms`;

/** Bytes of every script the page downloaded (compressed, as on the wire). */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return NaN;
  return details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/** One line per element or resource an audit flags: its selector, snippet or URL, and why. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  if (node) return `${node.selector ?? ''} ${node.snippet ?? ''}${node.explanation ? `\n        ${node.explanation.replace(/\n/g, ' ')}` : ''}`;
  const source = item.source as { url?: string } | undefined;
  return [item.description, source?.url ?? item.url].filter(Boolean).join(' ') || JSON.stringify(item);
}

function failedAudits(lhr: Result): string[] {
  const lines: string[] = [];
  for (const category of ['accessibility', 'best-practices']) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      lines.push(`  [${category}] ${id}: ${audit.title}`);
      const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
      for (const item of details?.items ?? []) lines.push(`      ${describeItem(item)}`);
    }
  }
  return lines;
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    console.error(`Chromium is missing at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROME_PATH.`);
    process.exit(1);
  }
  const started = Date.now();
  // Both packages are ESM only; this file runs as CommonJS under tsx, hence import().
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const build = productionBuild();
  const server = await createDemoServer({ distDir: build.distDir, port: 0 });
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const rows = [['page', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transfer']];
  const failures: string[] = [];
  let version = '';
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    for (const page of PAGES) {
      // Chromium resolves *.localhost to the loopback; the demo picks the site from the Host.
      const url = `http://diario.localhost:${server.port}${page.path}`;
      const result = await lighthouse(url, { port: chrome.port, output: ['html', 'json'], onlyCategories: CATEGORIES, logLevel: 'error' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr, report } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      version = lhr.lighthouseVersion;
      const [html, json] = report as string[];
      const name = page.name.replace(/\W+/g, '-');
      writeFileSync(path.join(OUT_DIR, `${name}.html`), html ?? '');
      writeFileSync(path.join(OUT_DIR, `${name}.json`), json ?? '');
      rows.push([`${page.name} (${page.path})`, score(lhr, 'performance'), score(lhr, 'accessibility'), score(lhr, 'best-practices'), millis(lhr, 'first-contentful-paint'), millis(lhr, 'largest-contentful-paint'), millis(lhr, 'total-blocking-time'), (lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3), `${scriptBytes(lhr)} B`]);
      const failed = failedAudits(lhr);
      if (failed.length) failures.push(`${page.name}:`, ...failed);
    }
  } finally {
    chrome.kill();
    await server.close();
    build.remove();
  }
  console.log(`\n# Lighthouse ${version} (mobile, simulated throttling)\n\n${table(rows)}`);
  console.log(failures.length ? `\nFailed accessibility / best-practice audits:\n${failures.join('\n')}` : '\nNo accessibility or best-practice audit failed.');
  console.log(`\nreports: ${path.relative(ROOT, OUT_DIR)}/  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
