// The loader holds its network back until the page has painted once: the registry script and the
// shared chunks (most of np's bytes) then do not compete with what the page needs for its first
// frame (its own styles, fonts and images), and a page's first paint never waits on them. It costs
// the widgets a frame or so: their boxes are kept meanwhile.
import { PAINT_ENTRY_GRACE_MS } from '../constants';

/**
 * Whether a frame of the page is on screen already (Paint Timing): a long page parses after its
 * first paint, and the deferred loader runs later still, where two more frames of that page cost
 * hundreds of ms on a phone.
 */
const hasPainted = (): boolean => performance.getEntriesByType?.('paint').length > 0;

/**
 * Resolves once a frame of the page is on screen: at once if one is already, or in a hidden
 * document, which paints no frame; else when Paint Timing reports the first frame. Chromium reports
 * it with the frame's presentation time, which can come after two animation frames (whose second
 * callback has the first frame presented): in Lighthouse's traces of the front page, the shared
 * chunks' requests started 11 ms before the paint entry's time, and so counted as made before the
 * page's largest paint. An engine that reports no entry for the page (Firefox, when nothing
 * contentful is painted) goes on two frames and PAINT_ENTRY_GRACE_MS later.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || hasPainted()) return Promise.resolve();
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'function') {
      const observer = new PerformanceObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint' });
    }
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, PAINT_ENTRY_GRACE_MS)));
  });
}
