// `npm run lighthouse`: Lighthouse 12 (mobile, default throttling) on the demo's pages, over a
// production build made in a temporary folder (or the one NP_DIST names). Every page is loaded as
// it is (np) and as its bare variant (`?bare=1`: the same HTML without the loader, so none of np's
// code runs; NP_BARE=widgets: without any np-* element either) and with an empty snippet
// (`?bare=snippet`: the loader tag naming an empty script), LIGHTHOUSE_RUNS times each (default 3),
// interleaved: np, bare, snippet, np, ... Prints the medians of each variant, np's cost (np minus
// bare) against its targets, that cost split into the tag's own and np's code's, what held back any
// variant under the target score, and the failed a11y/best-practice audits. Writes the last run's
// HTML and JSON report per page and variant, and summary.json, to bench/lighthouse/.
// The demo is served over HTTPS with HTTP/2 (bench/tls.ts); BENCH_HTTP1=1 serves HTTP/1.1.
// LIGHTHOUSE_SNIPPET=blocking adds blocking="render" to the loader (the pages use the README's snippet); LIGHTHOUSE_PAGES=/,/acceso measures some pages only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Result } from 'lighthouse';
import { BARE_QUERY, BENCH_PAGES } from './pages';
import { median } from './measure';
import { table } from './report';
import { benchTls, PROTOCOL_NAME, SCHEME } from './tls';
import { startDemoProcess } from './demo-process';
import { firstTouchLine, firstTouchMicrosPerPage } from './machine';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(__dirname, 'lighthouse');
// chrome-launcher's own variable first, then the one the tests use.
const CHROMIUM = process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** Lighthouse loads a page as it is: not the bench's fixture pages, nor the logged-in one. LIGHTHOUSE_PAGES=/,/acceso picks some. */
const ONLY_PATHS = process.env.LIGHTHOUSE_PAGES?.split(',');
const PAGES = BENCH_PAGES.filter((page) => !page.fixture && !page.login && (!ONLY_PATHS || ONLY_PATHS.includes(page.path)));

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

/** One Lighthouse run of one variant of a page, in the figures the tables print. */
interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsBytes: number;
}

const categoryScore = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** Bytes of every script the page downloaded (compressed, as on the wire). */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return NaN;
  return details.items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/** The protocols the page's requests went over, as Chromium reported them (h2, http/1.1). */
function protocols(lhr: Result): string {
  const details = lhr.audits['network-requests']?.details;
  if (details?.type !== 'table') return '-';
  return [...new Set(details.items.map((item) => String(item.protocol ?? '?')))].join(', ');
}

/**
 * One run's LCP as Lantern saw it: the simulated time, the real load's time, and when np's first
 * request after the loader started in that real load. Lantern counts a request that started before
 * the real largest paint as one the paint may have waited for, so a run whose np request came first
 * is the slow mode of the front page (README, "Lighthouse").
 */
function lcpRun(lhr: Result): string {
  const observed = (lhr.audits.metrics?.details as { items?: Array<{ observedLargestContentfulPaint?: number }> } | undefined)?.items?.[0]?.observedLargestContentfulPaint;
  const requests = auditRows(lhr, 'network-requests')[0] ?? [];
  const firstNp = requests.filter((row) => /\/np-(?!loader)[^/]*$/.test(String(row.url))).map((row) => Number(row.rendererStartTime)).sort((a, b) => a - b)[0];
  const element = firstNode(lhr.audits['largest-contentful-paint-element']?.details)?.split(' <')[0]?.split(' > ').pop() ?? '-';
  return `${ms(numeric(lhr, 'largest-contentful-paint'))} (real load: largest paint ${observed === undefined ? '-' : ms(observed)}, np's first request ${firstNp === undefined ? '-' : ms(firstNp)}) ${element}; ${lcpPhases(lhr)}`;
}

function runFigures(lhr: Result): RunFigures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scriptBytes(lhr),
  };
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as Array<keyof RunFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunFigures;
}

/** The first element an audit names (LCP element, shifted element), as selector and snippet. */
function firstNode(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const node = (value as { node?: { selector?: string; snippet?: string } }).node;
  if (node?.snippet) return `${node.selector ?? ''} ${node.snippet}`.trim();
  for (const child of Object.values(value)) {
    const found = firstNode(child);
    if (found) return found;
  }
  return undefined;
}

type Row = Record<string, unknown>;

/** The rows of an audit's table, or of the tables of its list. */
function auditRows(lhr: Result, id: string): Row[][] {
  const details = lhr.audits[id]?.details as { type?: string; items?: Array<Row & { type?: string; items?: Row[] }> } | undefined;
  if (details?.type === 'table') return [details.items ?? []];
  if (details?.type === 'list') return (details.items ?? []).filter((item) => item.type === 'table').map((item) => item.items ?? []);
  return [];
}

const shortUrl = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** Where the LCP time went: time to first byte, load delay, load time, render delay. */
function lcpPhases(lhr: Result): string {
  const phases = auditRows(lhr, 'largest-contentful-paint-element').find((rows) => rows.some((row) => 'phase' in row)) ?? [];
  return phases.map((row) => `${String(row.phase)} ${Math.round(Number(row.timing))} ms`).join(', ') || '-';
}

/** The tasks that made the blocking time, longest first, by the script Lighthouse attributes them to. */
function longTasks(lhr: Result, count = 6): string {
  const rows = auditRows(lhr, 'long-tasks')[0] ?? [];
  return [...rows].sort((a, b) => Number(b.duration) - Number(a.duration)).slice(0, count).map((row) => `${shortUrl(row.url)} ${Math.round(Number(row.duration))} ms`).join(', ') || '-';
}

/** Why a variant lost performance points: its LCP element and phases, its long tasks, and every opportunity or diagnostic that failed. */
function performanceFindings(lhr: Result): string[] {
  const lines = [
    `      LCP element: ${firstNode(lhr.audits['largest-contentful-paint-element']?.details) ?? '-'}`,
    `      LCP phases: ${lcpPhases(lhr)}`,
    `      long tasks (simulated CPU, 4x slower): ${longTasks(lhr)}`,
  ];
  for (const { id, group } of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[id];
    if (!audit || group === 'metrics' || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') continue;
    lines.push(`      ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  }
  return lines;
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

/**
 * np as the page carries it; bare (`?bare=1`, or NP_BARE's); and the empty snippet (`?bare=snippet`:
 * the template's loader tag naming an empty script), which tells what the tag alone costs in
 * Lantern's simulation from what np's code costs on top of it.
 */
type Variant = 'np' | 'bare' | 'snippet';
const VARIANTS: readonly Variant[] = ['np', 'bare', 'snippet'];
const FILE_SUFFIX: Record<Variant, string> = { np: '', bare: '.bare', snippet: '.empty-snippet' };
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 3);
/** Issue 13's targets: the score of every page, and what np may add to the bare page. */
const TARGETS = { performance: 98, lcpCostMs: 100, tbtCostMs: 50 } as const;

/** LIGHTHOUSE_SNIPPET=blocking: the loader with blocking="render" (`?snippet=blocking`) instead of the README's snippet the pages use. */
const BLOCKING_SNIPPET = process.env.LIGHTHOUSE_SNIPPET === 'blocking';

function variantUrl(origin: string, pathname: string, variant: Variant): string {
  const url = new URL(origin + pathname);
  if (variant === 'bare') url.searchParams.set('bare', BARE_QUERY);
  else if (variant === 'snippet') url.searchParams.set('bare', 'snippet');
  else if (BLOCKING_SNIPPET) url.searchParams.set('snippet', 'blocking');
  return url.href;
}

const ms = (value: number) => `${Math.round(value)} ms`;
const signed = (value: number, format: (v: number) => string) => `${value >= 0 ? '+' : ''}${format(value)}`;
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

interface PageResult {
  runs: Record<Variant, RunFigures[]>;
  medians: Record<Variant, RunFigures>;
  findings: Record<Variant, string[]>;
  /** Each run's LCP, real and simulated, beside np's first request (lcpRun). */
  lcpRuns: Record<Variant, string[]>;
  failedAudits: string[];
  lighthouseVersion: string;
  protocols: string;
}

type Lighthouse = (typeof import('lighthouse'))['default'];

/**
 * Lighthouse's reading of the machine's speed in each run (higher is faster). Its simulated TBT
 * scales the tasks this machine really ran, so figures from two machines or browsers compare only
 * beside these, and the browser's version.
 */
const benchmarkIndexes: number[] = [];

function browserVersion(): string {
  try {
    return execFileSync(CHROMIUM, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return `${CHROMIUM} (no version printed)`;
  }
}

const machineSpeed = (): string =>
  benchmarkIndexes.length ? `benchmarkIndex ${Math.min(...benchmarkIndexes).toFixed(0)} to ${Math.max(...benchmarkIndexes).toFixed(0)} (median ${median(benchmarkIndexes).toFixed(0)})` : 'no benchmarkIndex';

async function runLighthouse(lighthouse: Lighthouse, port: number, url: string): Promise<Result & { html: string; json: string }> {
  const result = await lighthouse(url, { port, output: ['html', 'json'], onlyCategories: CATEGORIES, logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`);
  benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
  const [html = '', json = ''] = result.report as string[];
  return Object.assign(result.lhr, { html, json });
}

async function measurePage(lighthouse: Lighthouse, port: number, origin: string, page: (typeof PAGES)[number]): Promise<PageResult> {
  const runs: Record<Variant, RunFigures[]> = { np: [], bare: [], snippet: [] };
  const lcpRuns: Record<Variant, string[]> = { np: [], bare: [], snippet: [] };
  const last: Partial<Record<Variant, Result>> = {};
  for (let run = 0; run < RUNS; run++) {
    for (const variant of VARIANTS) {
      const lhr = await runLighthouse(lighthouse, port, variantUrl(origin, page.path, variant));
      runs[variant].push(runFigures(lhr));
      lcpRuns[variant].push(lcpRun(lhr));
      last[variant] = lhr;
      const name = page.name.replace(/\W+/g, '-') + (variant === 'np' && BLOCKING_SNIPPET ? '.blocking' : FILE_SUFFIX[variant]);
      writeFileSync(path.join(OUT_DIR, `${name}.html`), lhr.html);
      writeFileSync(path.join(OUT_DIR, `${name}.json`), lhr.json);
    }
  }
  return {
    runs,
    medians: { np: medianFigures(runs.np), bare: medianFigures(runs.bare), snippet: medianFigures(runs.snippet) },
    findings: { np: performanceFindings(last.np!), bare: performanceFindings(last.bare!), snippet: performanceFindings(last.snippet!) },
    lcpRuns,
    failedAudits: failedAudits(last.np!),
    lighthouseVersion: last.np!.lighthouseVersion,
    protocols: protocols(last.np!),
  };
}

function variantsTable(results: Record<string, PageResult>): string {
  const rows = [['page', 'variant', 'performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transfer']];
  for (const [name, result] of Object.entries(results))
    for (const variant of VARIANTS) {
      const m = result.medians[variant];
      const scores = result.runs[variant].map((run) => run.performance).join('/');
      // Each run's LCP too: on the front page it falls in two modes (README, "Lighthouse").
      const lcps = result.runs[variant].map((run) => Math.round(run.lcpMs)).join('/');
      rows.push([name, variant, `${m.performance} (${scores})`, String(m.accessibility), String(m.bestPractices), ms(m.fcpMs), `${ms(m.lcpMs)} (${lcps})`, ms(m.tbtMs), m.cls.toFixed(3), `${m.jsBytes} B`]);
    }
  return table(rows);
}

function costTable(results: Record<string, PageResult>): string {
  const rows = [['page', 'score np / bare', 'LCP cost', 'TBT cost', 'CLS cost', 'JS cost', `targets (>= ${TARGETS.performance}, <= +${TARGETS.lcpCostMs} ms LCP, <= +${TARGETS.tbtCostMs} ms TBT)`]];
  for (const [name, { medians: { np, bare } }] of Object.entries(results)) {
    const lcpCost = np.lcpMs - bare.lcpMs;
    const tbtCost = np.tbtMs - bare.tbtMs;
    const missed = [
      np.performance < TARGETS.performance && 'np score',
      bare.performance < TARGETS.performance && 'bare score',
      lcpCost > TARGETS.lcpCostMs && 'LCP cost',
      tbtCost > TARGETS.tbtCostMs && 'TBT cost',
    ].filter(Boolean);
    rows.push([name, `${np.performance} / ${bare.performance}`, signed(lcpCost, ms), signed(tbtCost, ms), signed(np.cls - bare.cls, (v) => v.toFixed(3)), signed(np.jsBytes - bare.jsBytes, (v) => `${v} B`), missed.length ? `missed: ${missed.join(', ')}` : 'met']);
  }
  return table(rows);
}

/** np's cost in two parts: what the loader tag costs with an empty script behind it, and what np's code adds to that. */
function splitTable(results: Record<string, PageResult>): string {
  const rows = [['page', 'empty snippet score', 'tag alone: LCP / TBT (empty snippet - bare)', "np's code: LCP / TBT (np - empty snippet)"]];
  for (const [name, { medians: { np, bare, snippet } }] of Object.entries(results)) {
    rows.push([name, String(snippet.performance), `${signed(snippet.lcpMs - bare.lcpMs, ms)} / ${signed(snippet.tbtMs - bare.tbtMs, ms)}`, `${signed(np.lcpMs - snippet.lcpMs, ms)} / ${signed(np.tbtMs - snippet.tbtMs, ms)}`]);
  }
  return table(rows);
}

function findingsText(results: Record<string, PageResult>): string {
  const lines: string[] = [];
  for (const [name, result] of Object.entries(results))
    for (const variant of VARIANTS)
      if (result.medians[variant].performance < 100) lines.push(`  ${name}, ${variant} (${result.medians[variant].performance}):`, ...result.findings[variant]);
  const held = lines.length ? `\nWhat held the score under 100 (last run of each variant):\n${lines.join('\n')}` : '';
  const lcpLines: string[] = [];
  for (const [name, { medians, lcpRuns }] of Object.entries(results))
    if (medians.np.lcpMs - medians.bare.lcpMs > TARGETS.lcpCostMs) lcpLines.push(`  ${name}:`, ...VARIANTS.flatMap((variant) => lcpRuns[variant].map((run) => `    ${variant}: ${run}`)));
  return held + (lcpLines.length ? `\n\nEach run's LCP where np's LCP cost missed its target:\n${lcpLines.join('\n')}` : '');
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
  const tls = benchTls();
  const server = await startDemoProcess(build.distDir, tls);
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...(tls?.chromiumFlags ?? [])] });
  const loadBefore = load();
  const memoryBefore = firstTouchLine(firstTouchMicrosPerPage());
  const results: Record<string, PageResult> = {};
  let version = '';
  try {
    mkdirSync(OUT_DIR, { recursive: true });
    // Chromium resolves *.localhost to the loopback; the demo picks the site from the Host.
    const origin = `${SCHEME}://diario.localhost:${server.port}`;
    for (const page of PAGES) {
      const result = await measurePage(lighthouse, chrome.port, origin, page);
      results[`${page.name} (${page.path})`] = result;
      version = result.lighthouseVersion;
      console.log(`measured ${page.name}: ${RUNS} runs each of np, bare and the empty snippet, requests over ${result.protocols} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    chrome.kill();
    await server.close();
    build.remove();
  }
  const machine = `load average before ${loadBefore}, after ${load()} (${os.cpus().length} cores); ${memoryBefore}; ${browserVersion()}; Lighthouse's ${machineSpeed()}`;
  const snippet = BLOCKING_SNIPPET ? 'the loader with blocking="render" (?snippet=blocking)' : "the README's snippet";
  console.log(`\n# Lighthouse ${version} (mobile, simulated throttling): median of ${RUNS} runs per variant, np, bare (?bare=${BARE_QUERY}) and the empty snippet (?bare=snippet) interleaved, np named by ${snippet}, served over ${PROTOCOL_NAME}\n\n${machine}\n\n${variantsTable(results)}`);
  console.log(`\n## np's cost: np minus bare (medians)\n\n${costTable(results)}`);
  console.log(`\n## Where it comes from: the loader tag itself, and np's code (medians)\n\n${splitTable(results)}`);
  console.log(findingsText(results));
  const failures = Object.entries(results).flatMap(([name, result]) => (result.failedAudits.length ? [`${name}:`, ...result.failedAudits] : []));
  console.log(failures.length ? `\nFailed accessibility / best-practice audits (np):\n${failures.join('\n')}` : '\nNo accessibility or best-practice audit failed.');
  writeFileSync(path.join(OUT_DIR, BLOCKING_SNIPPET ? 'summary.blocking.json' : 'summary.json'), `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, protocol: PROTOCOL_NAME, snippet: BLOCKING_SNIPPET ? 'render-blocking' : 'plain', machine, targets: TARGETS, pages: results }, null, 2)}\n`);
  console.log(`\nreports: ${path.relative(ROOT, OUT_DIR)}/  (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
