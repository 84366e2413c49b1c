// The elements a definition upgrades at once (every element of the tag already in the page) render
// one after another, yielding to the browser whenever a slice of work has run its time, so that a
// page with a hundred like buttons has no long task. The first waits one yield too: the defining
// task has already evaluated the widget's chunk (and, for the page's first widget, started React),
// and its render on top of that made the longest task of a page. A waiting element carries
// QUEUED_ATTRIBUTE, which keeps its placeholder box; each renders in the same task that drops the
// attribute, so no frame shows it empty. The elements in view go first: one the loader saw outside
// the viewport (OFFSCREEN_ATTRIBUTE) waits until none in view is left, whatever its definition.
import { flushSync } from 'react-dom';
import { RENDER_SLICE_MS } from '../constants';
import { OFFSCREEN_ATTRIBUTE, QUEUED_ATTRIBUTE } from './registry';
import { yieldToBrowser } from './yield-to-browser';

interface QueuedRender {
  element: HTMLElement;
  render: () => void;
}

const waiting: QueuedRender[] = [];
let draining = false;

function renderNow({ element, render }: QueuedRender): void {
  element.removeAttribute(QUEUED_ATTRIBUTE);
  element.removeAttribute(OFFSCREEN_ATTRIBUTE);
  if (element.isConnected) flushSync(render);
}

/** The first waiting element not marked outside the viewport, else the first waiting. */
function takeNext(): QueuedRender {
  const inView = waiting.findIndex(({ element }) => !element.hasAttribute(OFFSCREEN_ATTRIBUTE));
  return waiting.splice(Math.max(inView, 0), 1)[0]!;
}

async function drain(): Promise<void> {
  draining = true;
  try {
    await yieldToBrowser();
    let sliceStart = performance.now();
    for (;;) {
      if (waiting.length === 0) {
        // The other elements of the definition connect in this same task, after this one.
        await Promise.resolve();
        if (waiting.length === 0) return;
      }
      if (performance.now() - sliceStart >= RENDER_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      renderNow(takeNext());
    }
  } finally {
    draining = false;
  }
}

/** Renders `element` in its turn, after at least one yield (its placeholder box is kept until then). */
export function queueRender(element: HTMLElement, render: () => void): void {
  element.setAttribute(QUEUED_ATTRIBUTE, '');
  waiting.push({ element, render });
  if (!draining) void drain();
}
