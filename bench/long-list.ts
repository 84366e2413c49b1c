// 1,000 search results loaded by scrolling: the longest task, the longest gap between frames, the
// DOM size and the heap. Shared by `npm run bench`, which prints the timings against their
// targets, and by test/browser/searcher-performance.test.ts, which asserts only counts.
import type { Page } from 'playwright-core';

export const LONG_LIST_RESULTS = 1_000;
/** Targets printed by the bench: a task over 50 ms is a long task; 200 ms is where a page feels stuck. */
export const LONG_LIST_TARGETS_MS = { longestTask: 50, stuck: 200 } as const;

export interface LongListReport {
  results: number;
  statusText: string | null;
  scrollSeconds: number;
  longestTaskMs: number;
  longTasks: number;
  longestFrameGapMs: number;
  domNodes: number;
  searcherNodes: number;
  jsHeapBytes: number;
}

/** A card as the API sends it, numbered; a tenth are opinion, a fifth carry a video badge. */
function card(index: number) {
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
    image: { url: `/__demo/img/c${id}.svg?ar=16-9&w=210`, width: 210, height: 118 },
    multimedia: null,
    mediaInfo: index % 5 === 0 ? { type: 'video', duration: 95 } : null,
    articleNewsTypeEnum: index % 10 === 0 ? 'opinion' : 'news',
  };
}

/** Records long tasks and the longest gap between animation frames from the first script on. */
function recordResponsiveness(): void {
  const tasks: number[] = [];
  (window as unknown as { longTasks: number[] }).longTasks = tasks;
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: 'longtask', buffered: true });
  const frames = { last: 0, longestGap: 0 };
  (window as unknown as { frames: typeof frames }).frames = frames;
  const tick = (time: number) => {
    if (frames.last) frames.longestGap = Math.max(frames.longestGap, time - frames.last);
    frames.last = time;
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** The searcher's API answered with numbered cards, in pages of the asked limit, up to 1,000. */
async function serveResults(page: Page): Promise<void> {
  await page.route('**/webapi/searcher/**', async (route) => {
    const cursor = new URL(route.request().url()).pathname.replace('/webapi/searcher/', '');
    const { limit } = route.request().postDataJSON() as { limit: number };
    const offset = cursor ? Number(cursor.replace('offset-', '')) : 0;
    const next = Math.min(offset + limit, LONG_LIST_RESULTS);
    const results = Array.from({ length: next - offset }, (_, index) => card(offset + index));
    const searcherPayload = { cursorMark: next < LONG_LIST_RESULTS ? `offset-${next}` : '', categoryId: '', moduleId: '', limit };
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ response: { results, numResults: LONG_LIST_RESULTS, searcherPayload } }) });
  });
}

const resultCount = (page: Page) => page.locator('np-searcher article').count();

/** Opens the search page in a new page of the context, scrolls until every result is in, and measures. */
export async function scrollLongList(page: Page, searchUrl: string): Promise<LongListReport> {
  await page.addInitScript(recordResponsiveness);
  await serveResults(page);
  await page.goto(searchUrl);
  await page.waitForFunction(() => document.querySelector('np-searcher')?.getAttribute('data-np-status') === 'ready');
  await page.evaluate(() => {
    (window as unknown as { longTasks: number[] }).longTasks.length = 0;
    (window as unknown as { frames: { longestGap: number } }).frames.longestGap = 0;
  });
  const started = Date.now();
  let seen = await resultCount(page);
  while (seen < LONG_LIST_RESULTS) {
    await page.mouse.wheel(0, 4_000);
    // The next page of results, or the end of the scroll: whichever comes first.
    await page.waitForFunction((count) => document.querySelectorAll('np-searcher article').length > count || window.innerHeight + window.scrollY >= document.body.scrollHeight - 1, seen).catch(() => undefined);
    seen = await resultCount(page);
  }
  const measured = await page.evaluate(() => ({
    longTasks: (window as unknown as { longTasks: number[] }).longTasks,
    longestFrameGap: (window as unknown as { frames: { longestGap: number } }).frames.longestGap,
    domNodes: document.getElementsByTagName('*').length,
    searcherNodes: document.querySelector('np-searcher')!.getElementsByTagName('*').length,
    statusText: document.querySelector('np-searcher [role="status"]')?.textContent ?? null,
    jsHeapBytes: (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
  }));
  return {
    results: seen,
    statusText: measured.statusText,
    scrollSeconds: (Date.now() - started) / 1_000,
    longestTaskMs: Math.round(Math.max(0, ...measured.longTasks)),
    longTasks: measured.longTasks.length,
    longestFrameGapMs: Math.round(measured.longestFrameGap),
    domNodes: measured.domNodes,
    searcherNodes: measured.searcherNodes,
    jsHeapBytes: measured.jsHeapBytes,
  };
}
