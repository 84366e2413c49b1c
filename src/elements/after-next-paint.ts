// The loader holds its network back until the page has painted once: the registry script and the
// shared chunks (most of np's bytes) then do not compete with what the page needs for its first
// frame (its own styles, fonts and images), and a page's first paint never waits on them. It costs
// the widgets a frame or so: their boxes are kept meanwhile.
import { PAINT_ENTRY_GRACE_MS, PRIORITY_IMAGE_WAIT_MS } from '../constants';
import { sleep } from './yield-to-browser';

/** Whether a frame of the page is on screen already (Paint Timing). */
const hasPainted = (): boolean => performance.getEntriesByType?.('paint').length > 0;

/**
 * Resolves once Paint Timing has reported the page's first frame: at once if it has. Chromium
 * reports it with the frame's presentation time, which can come after the two rendering updates
 * below (in Lighthouse's traces of the front page, the shared chunks' requests started 11 ms before
 * it, and so counted as made before the page's largest paint). An engine that reports no entry for
 * the page (Firefox, when nothing contentful is painted) goes on PAINT_ENTRY_GRACE_MS later.
 */
function firstPaintReported(): Promise<void> {
  return new Promise((resolve) => {
    if (hasPainted() || typeof PerformanceObserver !== 'function') return resolve();
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint' });
    setTimeout(resolve, PAINT_ENTRY_GRACE_MS);
  });
}

/**
 * Resolves in the task after the browser's next rendering update: an IntersectionObserver reports
 * its first observation in a task of its own once the frame's layout is done. Unlike an animation
 * frame callback, it runs none of our script inside the frame's own task.
 */
function afterRenderingUpdate(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement);
  });
}

/**
 * Resolves once the frame after the loader ran is on screen, and the page's first frame has been
 * reported; at once in a hidden document, which paints no frame. The loader runs once the whole
 * document is parsed. A long page (the front page) has painted its top before that: the frame that
 * paints the rest holds its largest paint as often as not, so the loader waits for it too, and the
 * rendering update after it has that frame presented. A page with no frame reported yet (a short
 * one: login, search) paints all of itself in the next frame, and its first paint entry comes with
 * that frame's presentation: one rendering update, then the entry.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const frameAfterLoader = hasPainted() ? afterRenderingUpdate().then(afterRenderingUpdate) : afterRenderingUpdate();
  return frameAfterLoader.then(firstPaintReported);
}

/**
 * Resolves once an image has loaded and been decoded, or has failed. `decode()` waits for the load
 * first; the load event alone came before the decoding, and on a busy machine the frame with the
 * image was then presented 13 ms after the rendering updates and grace below had passed from it.
 */
const settled = (image: HTMLImageElement) => image.decode().catch(() => {});

const reportsLargestPaint = (): boolean => typeof PerformanceObserver === 'function' && Boolean(PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint'));

/**
 * Resolves when Largest Contentful Paint names one of `images`; never where the browser lacks the
 * entry. Its observer is disconnected once `givenUp` settles: another arm of the race has won.
 */
function largestPaintOf(images: Element[], givenUp: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    if (!reportsLargestPaint()) return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => images.includes((entry as PerformanceEntry & { element?: Element }).element!))) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    void givenUp.then(() => observer.disconnect());
  });
}

/**
 * Resolves once the page's priority images (`<img fetchpriority="high">`, the image a site marks as
 * its largest paint) are on screen: Largest Contentful Paint names one of them, or they have loaded
 * and been decoded (or failed) and two rendering updates have passed (plus the paint entry's grace
 * where the browser reports the entry); at once when there are none or the document is hidden;
 * after PRIORITY_IMAGE_WAIT_MS at the latest. Lighthouse counts every request that started before
 * the real load's largest paint as one that paint may have waited for: when the front page's lead
 * image painted late in a run (1.2 s on loopback, bare pages too), np's requests made before it
 * cost that run 700 ms of simulated LCP.
 */
export function afterPriorityImages(): Promise<void> {
  const images = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]:not([loading=lazy])')];
  if (!images.length || document.visibilityState === 'hidden') return Promise.resolve();
  const grace = reportsLargestPaint() ? PAINT_ENTRY_GRACE_MS : 0;
  const onScreen = Promise.all(images.map(settled)).then(afterRenderingUpdate).then(afterRenderingUpdate).then(() => sleep(grace));
  const onScreenOrLate = Promise.race([onScreen, sleep(PRIORITY_IMAGE_WAIT_MS)]);
  return Promise.race([largestPaintOf(images, onScreenOrLate), onScreenOrLate]);
}
