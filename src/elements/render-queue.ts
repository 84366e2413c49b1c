// The elements a definition upgrades at once (every element of the tag already in the page) render
// one after another, yielding to the browser whenever a slice of work has run its time, so that a
// page with a hundred like buttons has no long task. The first waits one yield too: the defining
// task has already evaluated the widget's chunk (and, for the page's first widget, started React),
// and its render on top of that made the longest task of a page. A waiting element carries
// QUEUED_ATTRIBUTE, which keeps its placeholder box; each renders in the same task that drops the
// attribute, so no frame shows it empty. The elements in view go first: one the loader saw outside
// the viewport (OFFSCREEN_ATTRIBUTE) waits until none in view is left, whatever its definition, and
// then until it comes near the viewport itself (as near as a tag's first element must come for its
// code to load). A widget its host rendered (the header's four) goes before them all, see
// queueRender. A definition loads with its first element, but the front page's 56 like buttons
// are not all read: those the reader never scrolls to keep their placeholder and cost nothing.
// The slice also looks ahead: an element whose render would overrun it (its tag's last render took
// longer than the slice has left; a tag's first render, whose code has never run, counts as too
// long) waits for the next slice, unless the slice has rendered nothing yet. Two costly renders
// then never share a task: on a 2-core machine under Lighthouse, an article's slices of 13-23 ms
// were mostly a render of a new tag added to others (hot topics' 6 ms, then the paywall banner's
// 15), where Lighthouse's 4x simulation counts every task over 12.5 ms as blocking.
import { flushSync } from 'react-dom';
import { LAZY_LOAD_THRESHOLD_PX, RENDER_SLICE_MS } from '../constants';
import { OFFSCREEN_ATTRIBUTE, QUEUED_ATTRIBUTE } from './registry';
import { yieldToBrowser } from './yield-to-browser';

interface QueuedRender {
  element: HTMLElement;
  render: () => void;
  /** A widget its host rendered: it goes before the rest (see queueRender). */
  hosted?: boolean;
}

const waiting: QueuedRender[] = [];
let draining = false;
/** Per tag, how long its last render took (ms). */
const lastRenderMs = new Map<string, number>();

function renderNow({ element, render }: QueuedRender): void {
  element.removeAttribute(QUEUED_ATTRIBUTE);
  element.removeAttribute(OFFSCREEN_ATTRIBUTE);
  if (!element.isConnected) return;
  const start = performance.now();
  flushSync(render);
  lastRenderMs.set(element.localName, performance.now() - start);
}

/** The index of the first waiting element not marked outside the viewport, else of the first waiting. */
function nextIndex(): number {
  return Math.max(
    waiting.findIndex(({ element }) => !element.hasAttribute(OFFSCREEN_ATTRIBUTE)),
    0,
  );
}

/**
 * The elements left outside the viewport once those in view have rendered, until each nears it.
 * Weakly held: one removed from the page while it waits is never reported near, and goes with it.
 */
const held = new WeakMap<Element, QueuedRender>();
let nearViewport: IntersectionObserver | undefined;

function backInTurn(entries: IntersectionObserverEntry[]): void {
  for (const { target, isIntersecting } of entries) {
    const queued = held.get(target);
    if (!isIntersecting || !queued) continue;
    held.delete(target);
    nearViewport!.unobserve(target);
    queued.element.removeAttribute(OFFSCREEN_ATTRIBUTE);
    waiting.push(queued);
  }
  if (waiting.length > 0 && !draining) void drain();
}

/** Every waiting element is outside the viewport: each waits, with its placeholder box, until it nears it. */
function holdUntilNearViewport(): void {
  nearViewport ??= new IntersectionObserver(backInTurn, { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px` });
  for (const queued of waiting.splice(0)) {
    held.set(queued.element, queued);
    nearViewport.observe(queued.element);
  }
}

const isOffscreen = ({ element }: QueuedRender) => element.hasAttribute(OFFSCREEN_ATTRIBUTE) && typeof IntersectionObserver === 'function';

/** Whether the next element's render, judged by its tag's last one, fits in what the slice has left. */
const fitsInSlice = (next: QueuedRender, sliceStart: number) =>
  performance.now() - sliceStart + (lastRenderMs.get(next.element.localName) ?? Infinity) < RENDER_SLICE_MS;

async function drain(): Promise<void> {
  draining = true;
  try {
    await yieldToBrowser();
    let sliceStart = performance.now();
    let renderedInSlice = false;
    for (;;) {
      if (waiting.length === 0) {
        // The other elements of the definition connect in this same task, after this one.
        await Promise.resolve();
        if (waiting.length === 0) return;
      }
      const index = nextIndex();
      const next = waiting[index]!;
      if (isOffscreen(next)) {
        holdUntilNearViewport();
        continue;
      }
      if (renderedInSlice && !fitsInSlice(next, sliceStart)) {
        await yieldToBrowser();
        sliceStart = performance.now();
        renderedInSlice = false;
        continue; // what is next may have changed during the yield
      }
      renderNow(waiting.splice(index, 1)[0]!);
      renderedInSlice = true;
    }
  } finally {
    draining = false;
  }
}

/**
 * Renders `element` in its turn, after at least one yield (its placeholder box is kept until then).
 * One its host rendered (`hosted`: the header's search, user button, streaming panel and hot topics)
 * goes before every other waiting element, after the hosted ones already waiting: it completes a
 * widget already on screen. Queued behind the page's other definitions, the header's four were the
 * last widgets in view to be ready on the search page's phone profile, some 180 ms after the header.
 */
export function queueRender(element: HTMLElement, render: () => void, hosted = false): void {
  element.setAttribute(QUEUED_ATTRIBUTE, '');
  const firstUnhosted = waiting.findIndex((queued) => !queued.hosted);
  if (hosted && firstUnhosted >= 0) waiting.splice(firstUnhosted, 0, { element, render, hosted });
  else waiting.push({ element, render, hosted });
  if (!draining) void drain();
}
