// Long lists loaded by scrolling: 1,000 searcher results, 1,000 programmes in the index and 1,000
// items of a listing that <np-load-more> extends. For each: the longest task, the longest gap
// between frames, the DOM size, the heap after a garbage collection, and the style and layout time
// spent while scrolling. Shared by `npm run bench`, which prints the timings against their targets,
// and by the browser tests, which assert only counts.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { decodeCursor } from '../demo/server/discovery/cursor';
import { fixturePage } from './pages';

export const LONG_LIST_ITEMS = 1_000;
/** Targets printed by the bench: a task over 50 ms is a long task; 200 ms is where a page feels stuck. */
export const LONG_LIST_TARGETS_MS = { longestTask: 50, stuck: 200 } as const;

export interface LongListReport {
  items: number;
  /** The widget's `role="status"` text at the end (the searcher announces its count there). */
  statusText: string | null;
  scrollSeconds: number;
  longestTaskMs: number;
  longTasks: number;
  /**
   * The same in the page's main-thread CPU time (a trace's thread durations): on a machine whose
   * cores other processes share, wall-clock tasks include the time the thread waited for a core.
   */
  longestTaskCpuMs: number;
  longTasksCpu: number;
  longestFrameGapMs: number;
  /** Elements in the document, and inside the widget (the listing, for load-more). */
  domNodes: number;
  listNodes: number;
  /**
   * Items whose computed `content-visibility` is `auto`, or that of a box around them inside the
   * list (the programme index's pages): off-screen, they cost no layout or paint.
   */
  skippableItems: number;
  /**
   * Cumulative layout shift from the first paint to the last item (wheel turns are not input that
   * excuses a shift; a spinner or sentinel that new items push down counts), and while scrolling
   * the full list again from the top, when nothing is added (skipped items becoming rendered).
   */
  layoutShift: number;
  rescrollShift: number;
  /** Layouts (CDP LayoutCount) while scrolling the full list again: what its skipping costs on the way. */
  rescrollLayouts: number;
  /** Used JS heap after a forced garbage collection (CDP). */
  jsHeapBytes: number;
  /** Style recalculation and layout time while scrolling (CDP Performance metrics). */
  styleMs: number;
  layoutMs: number;
}

/**
 * A phone reading down the list: the list loaded in a 390x844 viewport (so that what the browser
 * remembers of skipped items' sizes is the phone's), then read again from the top with the CPU 4x
 * slower (the phone profile's), 150 wheel steps of 300 px, one every 50 ms. Each row that crosses
 * the viewport costs what the list's skipping costs (content-visibility's relayouts) on a CPU where
 * that shows: desktop wheel turns of 4,000 px cross many rows in one frame instead.
 */
export const PHONE_READING = { width: 390, height: 844, cpuSlowdown: 4, stepPx: 300, steps: 150, stepMs: 50 } as const;

export interface PhoneReadingReport {
  scrolledPx: number;
  /** Long Tasks API: wall-clock, which the CPU slowdown stretches (a trace's thread time would not). */
  longTasks: number;
  longestTaskMs: number;
  longTasksTotalMs: number;
}

export interface LongListScenario {
  name: string;
  /** Address of the page, relative to the site's origin. */
  path: string;
  /** The element whose `data-np-status` says the list can start. */
  widget: string;
  /** One list item. */
  item: string;
  /** Where the list's nodes are counted. */
  list: string;
  serve: (page: Page, origin: string) => Promise<void>;
}

/**
 * Records long tasks and the longest gap between animation frames from the first script on. A
 * string, not a function: tsx (esbuild, keepNames) wraps named inner functions in `__name(...)`,
 * which does not exist in the page, so a function here threw before its frame loop started and the
 * bench printed 0 ms. Under `window.npLongList`, not `window.frames` (the window's own frame list).
 */
const RECORDER = `(() => {
  const record = { longTasks: [], frameGap: 0, lastFrame: 0, layoutShift: 0 };
  window.npLongList = record;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) record.longTasks.push(entry.duration); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) if (!entry.hadRecentInput) record.layoutShift += entry.value; }).observe({ type: 'layout-shift', buffered: true });
  const onFrame = (time) => {
    if (record.lastFrame) record.frameGap = Math.max(record.frameGap, time - record.lastFrame);
    record.lastFrame = time;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
})();`;

interface Recorded {
  longTasks: number[];
  frameGap: number;
  lastFrame: number;
  layoutShift: number;
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { npLongList: Recorded }).npLongList);

// The fixtures' images are `.jpg` addresses, as in the demo's content: the demo answers them with a
// PNG, a raster the browser decodes off the main thread as it does a site's photos. `.svg` ones were
// drawn on the main thread, in the frames this file measures (README, "Long lists stay light").

/** A card as the searcher API sends it, numbered; a tenth are opinion, a fifth carry a video badge. */
function resultCard(index: number) {
  const id = String(100_000 + index);
  return {
    id,
    title: `Resultado ${index + 1}: el pleno aprueba la reforma de la plaza mayor`,
    url: `/noticia/${id}`,
    kicker: { text: 'Sociedad', href: '/noticias/' },
    description: ['<p>La obra empezará en primavera y durará <strong>ocho meses</strong>.</p>'],
    publishedDate: { date: '2026-03-18 09:00:00.000000' },
    authors: [{ id: '1', name: 'Ana Pérez', url: '/autores/#autor-1' }],
    signature: 'Ana Pérez',
    category: { id: 'sociedad', name: 'Sociedad', url: '/noticias/' },
    image: { url: `/__demo/img/c${id}.jpg?ar=16-9&w=210`, width: 210, height: 118 },
    multimedia: null,
    mediaInfo: index % 5 === 0 ? { type: 'video', duration: 95 } : null,
    articleNewsTypeEnum: index % 10 === 0 ? 'opinion' : 'news',
  };
}

/** The offset a cursor stands for: ours (`offset-24`), or the demo's, which /programas/ carries on its first page. */
function offsetOf(cursor: string): number {
  const decoded = decodeURIComponent(cursor);
  return decoded.startsWith('offset-') ? Number(decoded.slice('offset-'.length)) : (decodeCursor(decoded) ?? 0);
}
const cursorAfter = (next: number) => (next < LONG_LIST_ITEMS ? `offset-${next}` : '');
const json = (data: unknown) => ({ contentType: 'application/json', body: JSON.stringify({ response: data }) });

/**
 * A page with a bare searcher (the demo's /buscar/ renders its first page from the seed, see
 * searcher-first-page.ts): every result, the first page too, comes from the API.
 */
const SEARCH_PATH = '/__bench/long-search';

/** The searcher's API answered with numbered cards, in pages of the asked limit, up to 1,000. */
async function serveResults(page: Page, origin: string): Promise<void> {
  await page.route((url) => url.origin === origin && url.pathname === SEARCH_PATH, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixturePage('diario', '<np-searcher mode="search"></np-searcher>') }),
  );
  await page.route('**/webapi/searcher/**', async (route) => {
    const offset = offsetOf(new URL(route.request().url()).pathname.replace('/webapi/searcher/', ''));
    const { limit } = route.request().postDataJSON() as { limit: number };
    const next = Math.min(offset + limit, LONG_LIST_ITEMS);
    const results = Array.from({ length: next - offset }, (_, index) => resultCard(offset + index));
    await route.fulfill(json({ results, numResults: LONG_LIST_ITEMS, searcherPayload: { cursorMark: cursorAfter(next), categoryId: '', moduleId: '', limit } }));
  });
}

/** A programme as the shows search renders it (the demo's markup), numbered. */
const programmeHtml = (index: number) =>
  `<article class="programme-card" data-programme-id="p${index}"><a class="programme-card__link" href="/programas/p${index}/"><img class="programme-card__image" src="/__demo/img/c${1001 + (index % 300)}.jpg?ar=16-9&w=320" alt="" width="320" height="180" loading="lazy"><h2 class="programme-card__name">Programa ${index + 1}</h2></a><div class="programme-card__resume"><p>Cada semana, la actualidad de la comarca con sus protagonistas.</p></div></article>`;

/** The shows search answered with numbered programmes, in pages of the asked limit, up to 1,000. */
async function serveProgrammes(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.startsWith('/webapi/shows/search/'),
    async (route) => {
      const url = new URL(route.request().url());
      const offset = offsetOf(url.pathname.replace('/webapi/shows/search/', ''));
      const next = Math.min(offset + Number(url.searchParams.get('limit') || 12), LONG_LIST_ITEMS);
      const html = Array.from({ length: next - offset }, (_, index) => programmeHtml(offset + index)).join('\n');
      await route.fulfill(json({ html, cursorMark: cursorAfter(next) }));
    },
  );
}

/** Items per load-more page in the fixture: more than the demo's 20, so 1,000 take 20 pages of 1 s wait. */
const LISTING_PAGE_ITEMS = 50;
const LISTING_PATH = '/__bench/long-listing';

/** A news listing item as the demo's CMS renders it (without like buttons), numbered. */
const listingItem = (index: number) =>
  `<li class="card-list__item" data-content-id="${200_000 + index}"><article class="card card--normal"><img class="card__image" src="/__demo/img/c${1001 + (index % 300)}.jpg?ar=16-9&w=420" alt="" width="420" height="236" loading="lazy"><div class="card__body"><p class="card__kicker">Comarca</p><h2 class="card__title"><a href="/noticia/${200_000 + index}">Noticia ${index + 1}: el mercado vuelve a la plaza</a></h2><p class="card__meta"><span class="card__signature">Redacción</span> · <time datetime="2026-03-18">18 de marzo</time></p></div></article></li>`;

const listingItems = (from: number, to: number) => Array.from({ length: to - from }, (_, index) => listingItem(from + index)).join('');

/** The first page of a listing ending in <np-load-more>, and its next pages, up to 1,000 items. */
async function serveListing(page: Page, origin: string): Promise<void> {
  const body = `<ul class="card-list">${listingItems(0, LISTING_PAGE_ITEMS)}</ul><np-load-more next-page="/webapi/listing/bench/2"></np-load-more>`;
  await page.route(origin + LISTING_PATH, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: fixturePage('diario', body) }));
  await page.route('**/webapi/listing/bench/*', async (route) => {
    const number = Number(new URL(route.request().url()).pathname.split('/').pop());
    const end = Math.min(number * LISTING_PAGE_ITEMS, LONG_LIST_ITEMS);
    await route.fulfill(json({ html: listingItems((number - 1) * LISTING_PAGE_ITEMS, end), nextPage: end < LONG_LIST_ITEMS ? `/webapi/listing/bench/${number + 1}` : null }));
  });
}

export const SEARCHER_LONG_LIST: LongListScenario = {
  name: 'searcher results',
  path: `${SEARCH_PATH}?searchText=plaza`,
  widget: 'np-searcher',
  item: '.np-searcher__item',
  list: 'np-searcher',
  serve: serveResults,
};

export const PROGRAMME_LONG_LIST: LongListScenario = {
  name: 'programme index',
  path: '/programas/',
  widget: 'np-programme-index',
  item: '.np-programme-index__item',
  list: 'np-programme-index',
  serve: serveProgrammes,
};

export const LOAD_MORE_LONG_LIST: LongListScenario = {
  name: 'load-more listing',
  path: LISTING_PATH,
  widget: 'np-load-more',
  item: '.card-list > li',
  list: '.card-list',
  serve: serveListing,
};

export const LONG_LISTS: readonly LongListScenario[] = [SEARCHER_LONG_LIST, PROGRAMME_LONG_LIST, LOAD_MORE_LONG_LIST];

/** A wheel turn that neither brought items nor reached the end (a load-more page is longer than a turn) is followed by another after this. */
const TURN_TIMEOUT_MS = 3_000;

/**
 * The items in the list, counted by the page's own `querySelectorAll`. Not Playwright's
 * `locator().count()`: its query engine walks the document in JavaScript on the page's main
 * thread (0.7 s of it in a CPU profile of one load-more scroll), work of the bench's own.
 */
const itemCount = (page: Page, item: string) => page.evaluate((selector) => document.querySelectorAll(selector).length, item);

/**
 * Scrolls until every item is in: a wheel turn, then the next page or the end of the page. A turn
 * that went past the end of the list, over the runway below it, to the foot of the page is followed
 * by a scroll back up to the last item, as a reader would come back to it: a list loads nothing for
 * a reader below its end.
 */
async function scrollToAll(page: Page, item: string): Promise<number> {
  let seen = await itemCount(page, item);
  while (seen < LONG_LIST_ITEMS) {
    await page.mouse.wheel(0, 4_000);
    await page
      .waitForFunction(([selector, count]) => document.querySelectorAll(selector).length > count || window.innerHeight + window.scrollY >= document.body.scrollHeight - 1, [item, seen] as const, { timeout: TURN_TIMEOUT_MS })
      .catch(() => undefined);
    const now = await itemCount(page, item);
    if (now === seen) {
      await page.evaluate((selector) => [...document.querySelectorAll(selector)].at(-1)?.scrollIntoView({ block: 'end' }), item);
      // A page on its way (load-more waits 1 s): do not spin.
      await page.waitForTimeout(100);
    }
    seen = now;
  }
  return seen;
}

/**
 * Every image of the list asked for and arrived before the list is scrolled again: each image that
 * lands lays the list out (its images have `height: auto`), and the scroll again counts the layouts
 * of the list's own skipping, not the arrival of lazy images first asked for on the way.
 */
const loadEveryImage = (page: Page, list: string) =>
  page.evaluate(async (selector) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(`${selector} img`)];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? undefined : new Promise((resolve) => ['load', 'error'].forEach((type) => image.addEventListener(type, resolve, { once: true }))))));
  }, list);

/** Back to the top, then down the whole list again by wheel turns: the layout shift on the way. */
async function scrollAgain(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.evaluate(() => void ((window as unknown as { npLongList: Recorded }).npLongList.layoutShift = 0));
  while (await page.evaluate(() => window.innerHeight + window.scrollY < document.body.scrollHeight - 1)) {
    await page.mouse.wheel(0, 4_000);
    await page.waitForTimeout(50);
  }
  await page.waitForTimeout(300);
  return (await recorded(page)).layoutShift;
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

const RUN_TASK = 'ThreadControllerImpl::RunTask';
const MICROTASK_CHECKPOINT = 'BlinkScheduler_PerformMicrotaskCheckpoint';

/**
 * A thread's tasks in thread time (ms). A task's microtasks can run in a checkpoint that Chromium
 * traces after the task's own event, not inside it: a `scheduler.yield()` continuation is a task of
 * no time followed by its whole work there (a sanitized load-more page, 20 ms). Such a checkpoint
 * counts in the task before it; one inside a task is in its time already.
 */
export function tasksOf(events: readonly TraceEvent[]): number[] {
  const timed = events.filter((event) => event.ph === 'X' && (event.name === RUN_TASK || event.name === MICROTASK_CHECKPOINT)).sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0));
  const tasks: number[] = [];
  let end = -Infinity;
  for (const event of timed) {
    const start = event.ts ?? 0;
    if (start < end) continue;
    const cpu = (event.tdur ?? 0) / 1_000;
    if (event.name === RUN_TASK || tasks.length === 0) tasks.push(cpu);
    else tasks[tasks.length - 1]! += cpu;
    end = start + (event.dur ?? 0);
  }
  return tasks;
}

/** Tasks of the busiest renderer main thread, in thread time (ms). */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onThread = (thread: TraceEvent) => tasksOf(events.filter((event) => event.pid === thread.pid && event.tid === thread.tid));
  const total = (tasks: number[]) => tasks.reduce((sum, each) => sum + each, 0);
  return mains.map(onThread).sort((a, b) => total(b) - total(a))[0] ?? [];
}

/** Runs `work` while tracing top-level tasks; returns its result and the main thread's task CPU times. */
async function traceTasks<Result>(page: Page, work: () => Promise<Result>): Promise<{ result: Result; tasks: number[] }> {
  const browser = page.context().browser();
  if (!browser) return { result: await work(), tasks: [] };
  const file = path.join(tmpdir(), `np-long-list-${process.pid}-${Date.now()}.json`);
  await browser.startTracing(page, { path: file, categories: ['toplevel'] });
  try {
    const result = await work();
    await browser.stopTracing();
    return { result, tasks: mainThreadTasks((JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents) };
  } finally {
    rmSync(file, { force: true });
  }
}

const metric = (metrics: Array<{ name: string; value: number }>, name: string) => metrics.find((each) => each.name === name)?.value ?? 0;

async function renderMetrics(cdp: CDPSession) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return { style: metric(metrics, 'RecalcStyleDuration'), layout: metric(metrics, 'LayoutDuration'), layouts: metric(metrics, 'LayoutCount') };
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

const countsIn = (page: Page, scenario: LongListScenario) =>
  page.evaluate(({ item, list }) => {
    const items = [...document.querySelectorAll(item)];
    const root = document.querySelector(list);
    return {
      domNodes: document.getElementsByTagName('*').length,
      listNodes: document.querySelector(list)?.getElementsByTagName('*').length ?? 0,
      // Inline, not a named function: tsx would wrap that in `__name(...)`, which the page lacks (see RECORDER).
      skippableItems: items.filter((element) => {
        for (let box: Element | null = element; box && box !== root; box = box.parentElement) if (getComputedStyle(box).contentVisibility === 'auto') return true;
        return false;
      }).length,
      statusText: document.querySelector(`${list} [role="status"]`)?.textContent ?? null,
    };
  }, { item: scenario.item, list: scenario.list });

/** Waits for the list's widget; one below the fold (load-more ends its listing) loads as it nears the viewport. */
const waitUntilReady = (page: Page, widget: string) =>
  page.waitForFunction((selector) => {
    const element = document.querySelector(selector);
    if (element?.getAttribute('data-np-status') === 'loading') element.scrollIntoView({ block: 'nearest' });
    return element?.getAttribute('data-np-status') === 'ready';
  }, widget);

/** Opens the scenario's page in `page` at a phone's size, scrolls until 1,000 items are in, then reads it again as a phone would. */
export async function measurePhoneReading(page: Page, origin: string, scenario: LongListScenario): Promise<PhoneReadingReport> {
  await page.setViewportSize({ width: PHONE_READING.width, height: PHONE_READING.height });
  await page.addInitScript({ content: RECORDER });
  await scenario.serve(page, origin);
  await page.goto(origin + scenario.path);
  await waitUntilReady(page, scenario.widget);
  await scrollToAll(page, scenario.item);
  const cdp = await page.context().newCDPSession(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_READING.cpuSlowdown });
  await page.evaluate(() => void ((window as unknown as { npLongList: Recorded }).npLongList.longTasks.length = 0));
  await page.mouse.move(PHONE_READING.width / 2, PHONE_READING.height / 2);
  for (let step = 0; step < PHONE_READING.steps; step += 1) {
    await page.mouse.wheel(0, PHONE_READING.stepPx);
    await page.waitForTimeout(PHONE_READING.stepMs);
  }
  const { longTasks } = await recorded(page);
  const scrolledPx = await page.evaluate(() => Math.round(window.scrollY));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  return {
    scrolledPx,
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    longTasksTotalMs: Math.round(longTasks.reduce((sum, each) => sum + each, 0)),
  };
}

/** Opens the scenario's page in `page`, scrolls until 1,000 items are in, and measures. */
export async function measureLongList(page: Page, origin: string, scenario: LongListScenario): Promise<LongListReport> {
  await page.addInitScript({ content: RECORDER });
  await scenario.serve(page, origin);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(origin + scenario.path);
  await waitUntilReady(page, scenario.widget);
  await page.evaluate(() => {
    const record = (window as unknown as { npLongList: Recorded }).npLongList;
    record.longTasks.length = 0;
    record.frameGap = 0;
  });
  const before = await renderMetrics(cdp);
  const started = Date.now();
  const { result: items, tasks } = await traceTasks(page, () => scrollToAll(page, scenario.item));
  const scrollSeconds = (Date.now() - started) / 1_000;
  const after = await renderMetrics(cdp);
  const { longTasks, frameGap, layoutShift } = await recorded(page);
  await loadEveryImage(page, scenario.list);
  const rescrollStart = await renderMetrics(cdp);
  const rescrollShift = await scrollAgain(page);
  const rescrollLayouts = (await renderMetrics(cdp)).layouts - rescrollStart.layouts;
  const counts = await countsIn(page, scenario);
  const jsHeapBytes = await usedHeap(cdp);
  await cdp.detach();
  return {
    items,
    ...counts,
    scrollSeconds,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
    longTasks: longTasks.length,
    longestTaskCpuMs: Math.round(Math.max(0, ...tasks)),
    longTasksCpu: tasks.filter((task) => task > LONG_LIST_TARGETS_MS.longestTask).length,
    longestFrameGapMs: Math.round(frameGap),
    layoutShift: Number(layoutShift.toFixed(4)),
    rescrollShift: Number(rescrollShift.toFixed(4)),
    rescrollLayouts,
    jsHeapBytes,
    styleMs: Math.round((after.style - before.style) * 1_000),
    layoutMs: Math.round((after.layout - before.layout) * 1_000),
  };
}

const verdict = (ms: number, target: number) => `${ms} ms (target under ${target} ms: ${ms < target ? 'met' : 'missed'})`;
/** The Long Tasks API reports only tasks over 50 ms: with none, there is no longest to print. */
const longestReported = (report: LongListReport, target: number) =>
  report.longTasks ? verdict(report.longestTaskMs, target) : `none over ${LONG_LIST_TARGETS_MS.longestTask} ms (target under ${target} ms: met)`;

/** The bench's row for a phone reading down a long list. */
export const phoneReadingRow = (phone: PhoneReadingReport) => [
  `phone reading down ${phone.scrolledPx} px (${PHONE_READING.width} px wide, CPU ${PHONE_READING.cpuSlowdown}x slower): tasks over 50 ms, longest, total`,
  `${phone.longTasks}, ${phone.longestTaskMs} ms, ${phone.longTasksTotalMs} ms`,
];

/** The bench's rows for one long list. */
export function longListRows(report: LongListReport): string[][] {
  return [
    ['figure', 'value'],
    ['items loaded', String(report.items)],
    ['longest task', longestReported(report, LONG_LIST_TARGETS_MS.longestTask)],
    ['longest task, stuck-page limit', longestReported(report, LONG_LIST_TARGETS_MS.stuck)],
    ['tasks over 50 ms', String(report.longTasks)],
    ['longest task in main-thread CPU time (trace)', verdict(report.longestTaskCpuMs, LONG_LIST_TARGETS_MS.longestTask)],
    ['tasks over 50 ms of CPU time', String(report.longTasksCpu)],
    ['longest gap between frames', `${report.longestFrameGapMs} ms`],
    ['style / layout while scrolling', `${report.styleMs} ms / ${report.layoutMs} ms`],
    ['DOM elements (page / list)', `${report.domNodes} / ${report.listNodes}`],
    ['items with content-visibility: auto', String(report.skippableItems)],
    ['layout shift while loading / scrolling the full list again', `${report.layoutShift.toFixed(4)} / ${report.rescrollShift.toFixed(4)}`],
    ['layouts while scrolling the full list again', String(report.rescrollLayouts)],
    ['JS heap after GC', `${(report.jsHeapBytes / 1024 / 1024).toFixed(2)} MiB`],
  ];
}
