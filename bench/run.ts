// `npm run bench`: the lazy build against an eager build of the same code, in Chromium.
// 1. Every bench page, fresh context each run (cold caches), in turn: the lazy build, the eager
//    build, the bare page (`?bare=1`: no loader, so none of np's code; NP_BARE=widgets: no np-*
//    element either) and the lazy build with
//    `blocking="render"` on the loader (`?snippet=blocking`; the pages use the README's snippet).
//    Prints lazy against eager (widgets in view ready also run by run, with a 95% interval and
//    its verdict against issue 13's line: bench/paired.ts), np's cost (lazy minus bare:
//    LCP, long tasks, CLS, JS bytes, main-thread time from CDP TaskDuration) and CLS with both snippets.
// 2. A repeat visit with the service worker (and HTTP cache) warm: JS from the network should be 0.
// 3. A page holding 100 <np-like-button>: API requests and time to all ready.
// 4. 1,000 searcher results, programmes and load-more items by scrolling (bench/long-list.ts):
//    longest task and frame gap against their targets, DOM nodes and heap, then the long tasks while
//    a phone (390 px wide, CPU 4x slower) that loaded the list reads down 45,000 px of it (PHONE_READING).
// Prints tables, then the machine (load average, what a first touch of new memory costs: bench/machine.ts),
// and writes bench/results.json. BENCH_RUNS (default 5) sets the runs per build;
// BENCH_NETWORK=phone loads over a throttled phone connection (see measure.ts) instead of loopback.
// BENCH_PAGES=/,/acceso measures those bench pages only (part 1), and skips parts 2 to 4.
// The demo is served over HTTPS with HTTP/2, as a CDN serves a news site (bench/tls.ts); BENCH_HTTP1=1 serves HTTP/1.1.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { measureLoad, PHONE_NETWORK, type LoadFigures } from './measure';
import { LONG_LIST_ITEMS, LONG_LISTS, longListRows, measureLongList, measurePhoneReading, phoneReadingRow, type LongListReport, type PhoneReadingReport } from './long-list';
import { BARE_QUERY, BENCH_PAGES, LECTOR, LIKE_BUTTONS, likeButtonsPage, type BenchPage } from './pages';
import { medians, npCost, npCostTable, pageTable, readinessTable, snippetShift, snippetShiftTable, table, type NpCost, type PageMedians, type SnippetShift } from './report';
import { pairedRatio, type PairedRatio } from './paired';
import { barePage, blockingSnippetPage, widgetlessPage } from '../demo/server/pages/variants';
import { benchTls, PROTOCOL_NAME, SCHEME } from './tls';
import { requestDemo, startDemoProcess, type BenchServer } from './demo-process';
import { measureReading, READING, READING_PATHS, READING_VIEWPORTS, type ReadingReport } from './reading';
import { firstTouchLine, firstTouchMicrosPerPage } from './machine';

const ROOT = path.resolve(__dirname, '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];
const VIEWPORT = { width: 1280, height: 900 };
const ONLY_PATHS = process.env.BENCH_PAGES?.split(',');
const PAGES = ONLY_PATHS ? BENCH_PAGES.filter((page) => ONLY_PATHS.includes(page.path)) : BENCH_PAGES;

type Build = 'lazy' | 'eager';

/** The tags of the registry, read from its source (the bench runs outside webpack). */
function registryTags(): string[] {
  const source = readFileSync(path.join(ROOT, 'widgets/registry.ts'), 'utf8');
  return [...source.matchAll(/^\s*'(np-[a-z-]+)':/gm)].map((match) => match[1]!);
}

const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

const origin = (server: BenchServer) => `${SCHEME}://diario.localhost:${server.port}`;

/** A new context: cold caches. */
const newContext = (browser: Browser, serviceWorkers: 'allow' | 'block') => browser.newContext({ viewport: VIEWPORT, serviceWorkers });

type SessionCookie = { name: string; value: string; domain: string; path: string };

/** Logs in through the demo API from Node (the bench's own certificate accepted), so the measured load starts with cold caches. */
async function sessionCookies(server: BenchServer, credentials: { email: string; password: string }): Promise<SessionCookie[]> {
  const body = JSON.stringify(credentials);
  const res = await requestDemo(server.port, '/api/front/user/login', { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }, body });
  res.resume();
  if (res.statusCode !== 200) throw new Error(`bench login answered ${res.statusCode}`);
  return (res.headers['set-cookie'] ?? []).map((cookie) => {
    const [name = '', ...value] = cookie.split(';')[0]!.split('=');
    return { name: name.trim(), value: value.join('='), domain: 'diario.localhost', path: '/' };
  });
}

async function freshContext(browser: Browser, server: BenchServer, page: BenchPage, serviceWorkers: 'allow' | 'block' = 'block'): Promise<BrowserContext> {
  const context = await newContext(browser, serviceWorkers);
  if (page.login) await context.addCookies(await sessionCookies(server, page.login));
  return context;
}

/**
 * What a page is loaded as: the lazy or the eager build as the demo serves it, the page without np
 * (`?bare=1`, or `?bare=widgets` with NP_BARE=widgets), or the lazy build with `blocking="render"`
 * on the loader (`?snippet=blocking`).
 */
type Variant = Build | 'bare' | 'blocking-snippet';
const VARIANTS: readonly Variant[] = ['lazy', 'eager', 'bare', 'blocking-snippet'];

const FIXTURE_VARIANTS: Record<Variant, (html: string) => string> = { lazy: (html) => html, eager: (html) => html, bare: BARE_QUERY === 'widgets' ? widgetlessPage : barePage, 'blocking-snippet': blockingSnippetPage };

function variantUrl(server: BenchServer, page: BenchPage, variant: Variant): string {
  const url = new URL(origin(server) + page.path);
  if (page.fixture) return url.href;
  if (variant === 'bare') url.searchParams.set('bare', BARE_QUERY);
  if (variant === 'blocking-snippet') url.searchParams.set('snippet', 'blocking');
  return url.href;
}

/** A fixture page is served by the browser's router, in the variant's shape (the demo's switches do not reach it). */
const serveFixture = (page: BenchPage, url: string, variant: Variant) => async (tab: Page) => {
  if (page.fixture) await tab.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: FIXTURE_VARIANTS[variant](page.fixture!('diario')) }));
};

async function loadOnce(browser: Browser, servers: Record<Build, BenchServer>, page: BenchPage, tags: string[], variant: Variant): Promise<LoadFigures> {
  const server = servers[variant === 'eager' ? 'eager' : 'lazy'];
  const context = await freshContext(browser, server, page);
  try {
    const url = variantUrl(server, page, variant);
    // The bare page keeps the widget elements, which never get ready there: it waits for none.
    return await measureLoad(context, url, variant === 'bare' ? [] : tags, serveFixture(page, url, variant));
  } finally {
    await context.close();
  }
}

interface PageFigures {
  runs: Record<Variant, LoadFigures[]>;
  /** Lazy against eager. */
  medians: PageMedians;
  /** np (the lazy build) minus the bare page. */
  npCost: NpCost;
  /** Widgets in view ready, lazy/eager run by run (bench/paired.ts). */
  readyPaired: PairedRatio | null;
  shift: SnippetShift;
}

/** Every page in its four variants, one after the other in each run, so that a busy moment of the machine hits all alike. */
async function comparePages(browser: Browser, servers: Record<Build, BenchServer>, tags: string[]) {
  const results: Record<string, PageFigures> = {};
  for (const page of PAGES) {
    const runs: Record<Variant, LoadFigures[]> = { lazy: [], eager: [], bare: [], 'blocking-snippet': [] };
    for (let run = 0; run < RUNS; run++) for (const variant of VARIANTS) runs[variant].push(await loadOnce(browser, servers, page, tags, variant));
    const shift = snippetShift(runs['blocking-snippet'], runs.lazy);
    const readyPaired = pairedRatio(runs.lazy.map((figures) => figures.widgetsReadyMs), runs.eager.map((figures) => figures.widgetsReadyMs));
    results[`${page.name} (${page.path})`] = { runs, medians: medians(runs.lazy, runs.eager), npCost: npCost(runs.lazy, runs.bare), readyPaired, shift };
    console.log(pageTable(`${page.name} (${page.path})`, RUNS, results[`${page.name} (${page.path})`]!.medians));
  }
  const readiness = Object.fromEntries(Object.entries(results).map(([name, figures]) => [name, { ratioOfMedians: figures.medians.ratio.widgetsReadyMs, paired: figures.readyPaired }]));
  console.log(`\n### Widgets in view ready, lazy against eager (${RUNS} runs; each run loads both builds in turn)\n\n${readinessTable(readiness)}`);
  const costs = Object.fromEntries(Object.entries(results).map(([name, figures]) => [name, figures.npCost]));
  console.log(`\n### np's cost: the page with np (lazy build) minus the same page without it (?bare=${BARE_QUERY})\n\n${npCostTable(costs, RUNS)}`);
  const shifts = Object.fromEntries(Object.entries(results).map(([name, figures]) => [name, figures.shift]));
  console.log(`\n### Layout shift with both loader snippets (lazy build, ${RUNS} runs each)\n\n${snippetShiftTable(shifts)}`);
  return results;
}

/** Second and later visits: chunks from the service worker (pages in its scope) or the HTTP cache. */
async function repeatVisit(browser: Browser, server: BenchServer, tags: string[]) {
  const rows = [['repeat visit (lazy build)', 'JS bytes from network', 'JS requests', 'widgets ready (ms)']];
  const figures: Record<string, LoadFigures> = {};
  for (const [label, pathname] of [
    ['article inside the service-worker scope (/diario/noticia/1001)', '/diario/noticia/1001'],
    ['article at the site root (/noticia/1001, HTTP cache)', '/noticia/1001'],
  ] as const) {
    const context = await newContext(browser, 'allow');
    const warm = await context.newPage();
    await warm.goto(origin(server) + pathname, { waitUntil: 'load' });
    // `ready` only settles for a page inside the worker's scope; the root page relies on the HTTP cache.
    if (pathname.startsWith('/diario/'))
      await warm.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      });
    await warm.reload({ waitUntil: 'load' });
    await warm.waitForTimeout(500);
    await warm.close();
    const measured = await measureLoad(context, origin(server) + pathname, tags);
    figures[label] = measured;
    rows.push([label, `${measured.jsNetworkBytes} B`, String(measured.jsRequests), measured.widgetsReadyMs.toFixed(0)]);
    await context.close();
  }
  console.log(`\n### Repeat visit, caches warm\n\n${table(rows)}`);
  return figures;
}

async function manyLikeButtons(browser: Browser, servers: Record<Build, BenchServer>, tags: string[]) {
  if (!tags.includes('np-like-button')) {
    console.log('\n### 100 like buttons\n\nnp-like-button is not in the registry yet: nothing to measure.');
    return null;
  }
  const rows = [[`${LIKE_BUTTONS} <np-like-button> (logged in)`, 'API requests', 'profile requests', 'all ready (ms)']];
  const figures: Record<string, { apiRequests: number; profileRequests: number; allReadyMs: number }> = {};
  for (const build of ['lazy', 'eager'] as const) {
    const server = servers[build];
    const context = await newContext(browser, 'block');
    await context.addCookies(await sessionCookies(server, LECTOR));
    const page = await context.newPage();
    const url = `${origin(server)}/__bench/like-buttons`;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: likeButtonsPage('diario') }));
    const api: string[] = [];
    page.on('request', (request) => /\/(api|webapi)\//.test(new URL(request.url()).pathname) && api.push(new URL(request.url()).pathname));
    await page.goto(url);
    // A string, not a function: tsx would wrap a named inner function in a helper the page lacks.
    // A like button far below the fold renders as it nears the viewport: the first still loading is
    // scrolled to, as a reader would (the eager build's are all ready without it).
    const allReadyMs = (await page.evaluate(`new Promise((resolve) => {
      const check = () => {
        const buttons = [...document.querySelectorAll('np-like-button')];
        if (buttons.length && buttons.every((button) => button.getAttribute('data-np-status') === 'ready')) return resolve(performance.now());
        buttons.find((button) => button.getAttribute('data-np-status') === 'loading')?.scrollIntoView({ block: 'nearest' });
        requestAnimationFrame(check);
      };
      check();
    })`)) as number;
    await page.waitForTimeout(500);
    figures[build] = { apiRequests: api.length, profileRequests: api.filter((pathname) => pathname === '/api/front/user/profile').length, allReadyMs };
    rows.push([build, String(api.length), String(figures[build]!.profileRequests), allReadyMs.toFixed(0)]);
    await context.close();
  }
  console.log(`\n### ${LIKE_BUTTONS} like buttons on one page\n\n${table(rows)}`);
  return figures;
}

async function longLists(browser: Browser, server: BenchServer) {
  const reports: Record<string, LongListReport & { phoneReading: PhoneReadingReport }> = {};
  for (const scenario of LONG_LISTS) {
    const context = await newContext(browser, 'block');
    const report = await measureLongList(await context.newPage(), origin(server), scenario).finally(() => context.close());
    const phone = await newContext(browser, 'block');
    const phoneReading = await measurePhoneReading(await phone.newPage(), origin(server), scenario).finally(() => phone.close());
    reports[scenario.name] = { ...report, phoneReading };
    console.log(`\n### ${LONG_LIST_ITEMS} ${scenario.name} by scrolling (lazy build)\n\n${table([...longListRows(report), phoneReadingRow(phoneReading)])}`);
  }
  return reports;
}

async function readingDown(browser: Browser, server: BenchServer, tags: string[]) {
  const reports: Record<string, Record<string, ReadingReport[]>> = {};
  const rows = [['page', 'viewport', 'layout shift per read', 'target', 'placeholders left at the foot (worst read)', 'what moved (worst read)']];
  for (const pagePath of READING_PATHS) {
    reports[pagePath] = {};
    for (const viewport of READING_VIEWPORTS) {
      const reads: ReadingReport[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, serviceWorkers: 'block' });
        reads.push(await measureReading(await context.newPage(), origin(server), tags, pagePath).finally(() => context.close()));
      }
      reports[pagePath]![viewport.name] = reads;
      const worst = reads.reduce((most, read) => (read.shift > most.shift ? read : most));
      rows.push([pagePath, `${viewport.name} ${viewport.width}x${viewport.height}`, reads.map((read) => read.shift.toFixed(3)).join(', '), '0', worst.skipped.join(', ') || '-', worst.shiftSources.join('; ') || '-']);
    }
  }
  console.log(`\n### Reading down after the load (lazy build; ${READING.stepPx} px every ${READING.stepMs} ms, CPU ${READING.cpuSlowdown}x slower)\n\n${table(rows)}`);
  return reports;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    execSync('npm run build && npm run build:eager', { cwd: ROOT, stdio: 'inherit' });
  }
  const tls = benchTls();
  const servers: Record<Build, BenchServer> = {
    lazy: await startDemoProcess(path.join(ROOT, 'dist'), tls),
    eager: await startDemoProcess(path.join(ROOT, 'dist-eager'), tls),
  };
  const loadBefore = loadAverage();
  const memoryBefore = firstTouchLine(firstTouchMicrosPerPage());
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...(tls?.chromiumFlags ?? [])], headless: true });
  const tags = registryTags();
  console.log(`\n# np bench: ${RUNS} runs per build and page, ${VIEWPORT.width}x${VIEWPORT.height}, ${PHONE_NETWORK ? 'phone network (150 ms, 1.6 Mbit/s, CPU 4x slower)' : 'loopback network'}, ${PROTOCOL_NAME}, Chromium ${browser.version()}\n\nwidgets in the registry: ${tags.join(', ')}`);
  try {
    const pages = await comparePages(browser, servers, tags);
    const repeat = ONLY_PATHS ? null : await repeatVisit(browser, servers.lazy, tags);
    const likeButtons = ONLY_PATHS ? null : await manyLikeButtons(browser, servers, tags);
    const longListReports = ONLY_PATHS ? null : await longLists(browser, servers.lazy);
    const reading = ONLY_PATHS ? null : await readingDown(browser, servers.lazy, tags);
    const file = path.join(__dirname, PHONE_NETWORK ? 'results-phone.json' : 'results.json');
    // The timings scale with what else the machine runs: its load goes beside them.
    const machine = `load average before ${loadBefore}, after ${loadAverage()} (${os.cpus().length} cores); ${memoryBefore}`;
    writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, network: PHONE_NETWORK ? 'phone' : 'loopback', protocol: PROTOCOL_NAME, viewport: VIEWPORT, chromium: browser.version(), machine, tags, pages, repeat, likeButtons, longLists: longListReports, reading }, null, 2)}\n`);
    console.log(`\n${machine}\nresults: ${path.relative(ROOT, file)}`);
  } finally {
    await browser.close();
    await Promise.all([servers.lazy.close(), servers.eager.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
