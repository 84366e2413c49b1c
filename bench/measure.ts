// One page load in a fresh Chromium context, measured through the DevTools protocol and
// PerformanceObservers: JS bytes (encoded and decoded), requests, time until every widget in the
// viewport is ready, long tasks, layout shift, JS heap.
import type { BrowserContext, CDPSession, Page } from 'playwright-core';

export interface LoadFigures {
  jsEncodedBytes: number;
  jsDecodedBytes: number;
  jsRequests: number;
  cssRequests: number;
  /** JS bytes that came over the network (not from the service worker or the HTTP cache). */
  jsNetworkBytes: number;
  widgetsReadyMs: number;
  /** Largest contentful paint, from its PerformanceObserver entries (the last one at measuring time). */
  largestContentfulPaintMs: number;
  longTaskMs: number;
  /** The renderer's main-thread time (CDP Performance.getMetrics TaskDuration) and the part of it running script (ScriptDuration). */
  mainThreadMs: number;
  scriptMs: number;
  cumulativeLayoutShift: number;
  /** Each shifted element as `tag.class (y before -> y after, height before -> after)`, for telling what moved. */
  shiftSources: string[];
  jsHeapBytes: number;
  apiRequests: number;
}

interface RequestRecord {
  url: string;
  type: string;
  encoded: number;
  decoded: number;
  fromServiceWorker: boolean;
  fromCache: boolean;
}

/** Injected before any page script: records long tasks, layout shifts and when the widgets in view (of `tags`; none: at the document's end) are ready. */
export function observerScript(tags: string[]): string {
  return `(() => {
    const tags = ${JSON.stringify(tags)};
    const bench = (window.npBench = { longTasks: [], shift: 0, readyAt: undefined, lcp: 0 });
    bench.whenReady = new Promise((resolve) => { bench.onReady = resolve; });
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.lcp = entry.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) bench.longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
    bench.shiftSources = [];
    const describe = (node) => node && node.nodeType === 1 ? node.localName + [...node.classList].map((name) => '.' + name).join('') : String(node && node.nodeName);
    const source = ({ node, previousRect: from, currentRect: to }) => describe(node) + ' (y ' + Math.round(from.y) + ' -> ' + Math.round(to.y) + ', height ' + Math.round(from.height) + ' -> ' + Math.round(to.height) + ')';
    new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) { bench.shift += entry.value; bench.shiftSources.push(...entry.sources.map(source)); } }).observe({ type: 'layout-shift', buffered: true });
    // Which widgets are in view, from an IntersectionObserver, and their status, from a MutationObserver:
    // nothing polls each frame. A requestAnimationFrame loop that queried every np-* element and read
    // its box did, and on the phone profile's search page that was about 120 ms of querySelectorAll and
    // 360 ms of the forced layouts at 4x CPU in a load (CPU profiles), on the main thread it measures.
    // The time is still taken at the start of the first frame after they are all ready.
    const selector = tags.join(',');
    const visibility = new Map(); // element -> in view (undefined until its first observation)
    // A widget that is ready (or failed) counts whether or not it is in view. Waiting for its first
    // observation as well, as the bench did, held the time by one more frame in both builds: the
    // observation of a widget another one rendered (the header's hot topics) comes after a frame,
    // which the render queue's later slices put off (a median 36 ms on the search page, 18 and 34
    // on login, lazy and eager).
    const done = (element) => ['ready', 'error'].includes(element.getAttribute('data-np-status'));
    const allReady = () => {
      for (const [element, inView] of visibility) {
        if (!element.isConnected || done(element)) continue;
        if (inView !== false) return false;
      }
      return true;
    };
    let frameAsked = false;
    const check = () => {
      if (bench.readyAt !== undefined || frameAsked || document.readyState === 'loading' || !allReady()) return;
      frameAsked = true;
      requestAnimationFrame(() => {
        frameAsked = false;
        if (bench.readyAt !== undefined || !allReady()) return;
        bench.onReady((bench.readyAt = performance.now()));
        viewport.disconnect();
        mutations.disconnect();
      });
    };
    const viewport = new IntersectionObserver((entries) => {
      for (const entry of entries) visibility.set(entry.target, entry.isIntersecting);
      check();
    });
    const track = (element) => {
      if (visibility.has(element)) return;
      visibility.set(element, undefined);
      viewport.observe(element);
    };
    const scan = (root) => {
      if (root.matches(selector)) track(root);
      root.querySelectorAll(selector).forEach(track);
    };
    const mutations = new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => { if (node.nodeType === 1 && selector) scan(node); });
      check();
    });
    const start = () => {
      if (selector) scan(document.documentElement);
      mutations.observe(document.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-np-status'] });
      check();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  })();`;
}

/** BENCH_NETWORK=phone: Lighthouse's mobile figures (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower). */
export const PHONE_NETWORK = process.env.BENCH_NETWORK === 'phone';

async function emulatePhone(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Waits for the widgets in view through the DevTools protocol alone. Playwright's waitForFunction
 * (and any page.evaluate) first evaluates its own injected script in the page: 73 ms of main thread
 * at the phone profile's CPU. Waited for from the load event as before, that ran while the lazy
 * build's page (whose load event comes before its first paint) waited to paint and fetch np's code,
 * and after the eager build's widgets were ready (its load event waits for its one script): it cost
 * one build only.
 */
async function untilReady(cdp: CDPSession): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the widgets in view were not ready within 90 s')), 90_000);
  });
  const ready = cdp.send('Runtime.evaluate', { expression: 'window.npBench.whenReady', awaitPromise: true, returnByValue: true });
  try {
    const { exceptionDetails } = await Promise.race([ready, timeout]);
    if (exceptionDetails) throw new Error(`waiting for the widgets failed: ${exceptionDetails.text}`);
  } finally {
    clearTimeout(timer);
  }
}

export async function measureLoad(context: BrowserContext, url: string, tags: string[], prepare?: (page: Page) => Promise<void>): Promise<LoadFigures> {
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Performance.enable');
  if (PHONE_NETWORK) await emulatePhone(cdp);
  const requests = new Map<string, RequestRecord>();
  cdp.on('Network.responseReceived', (event) =>
    requests.set(event.requestId, { url: event.response.url, type: event.type, encoded: 0, decoded: 0, fromServiceWorker: Boolean(event.response.fromServiceWorker), fromCache: Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache) }),
  );
  cdp.on('Network.dataReceived', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.decoded += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const record = requests.get(event.requestId);
    if (record) record.encoded = event.encodedDataLength;
  });
  await page.addInitScript(observerScript(tags));
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: 90_000 });
  await untilReady(cdp);
  await page.waitForLoadState('load', { timeout: 90_000 });
  await page.waitForTimeout(500); // late long tasks and shifts of the load
  const observed = await page.evaluate(() => (window as unknown as { npBench: { longTasks: number[]; shift: number; shiftSources: string[]; readyAt: number; lcp: number } }).npBench);
  // Main-thread times before the forced garbage collection, which runs on that thread too; the heap after it.
  const times = (await cdp.send('Performance.getMetrics')).metrics;
  await cdp.send('HeapProfiler.collectGarbage');
  const metrics = (await cdp.send('Performance.getMetrics')).metrics;
  const metric = (name: string, from = metrics) => from.find((entry) => entry.name === name)?.value ?? 0;
  const records = [...requests.values()];
  const scripts = records.filter((record) => record.type === 'Script');
  await page.close();
  return {
    jsEncodedBytes: sum(scripts.map((record) => record.encoded)),
    jsDecodedBytes: sum(scripts.map((record) => record.decoded)),
    jsRequests: scripts.length,
    cssRequests: records.filter((record) => record.type === 'Stylesheet').length,
    jsNetworkBytes: sum(scripts.filter((record) => !record.fromServiceWorker && !record.fromCache).map((record) => record.encoded)),
    widgetsReadyMs: observed.readyAt,
    largestContentfulPaintMs: observed.lcp,
    longTaskMs: sum(observed.longTasks.map((duration) => Math.max(0, duration - 50))),
    // Seconds in CDP; a fresh context has its own renderer, so the sums cover this page only.
    mainThreadMs: metric('TaskDuration', times) * 1000,
    scriptMs: metric('ScriptDuration', times) * 1000,
    cumulativeLayoutShift: observed.shift,
    shiftSources: observed.shiftSources,
    jsHeapBytes: metric('JSHeapUsedSize'),
    apiRequests: records.filter((record) => /\/(api|webapi)\//.test(new URL(record.url).pathname)).length,
  };
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
