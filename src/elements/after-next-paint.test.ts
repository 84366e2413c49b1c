// The loader's wait for the frame after it ran, and for the page's first paint to be reported.
import { afterNextPaint, afterPriorityImages } from './after-next-paint';

/** One IntersectionObserver the wait made: what it observes, and whether it was disconnected. */
interface RenderingObserver {
  report: () => void;
  targets: Element[];
  disconnected: boolean;
}
const renderingObservers: RenderingObserver[] = [];
const paintObservers: Array<{ report: (entries?: { getEntries: () => unknown[] }) => void; types: string[]; disconnected: boolean }> = [];

/** jsdom renders nothing: a rendering update is `renderingUpdate()` below. */
class FakeIntersectionObserver {
  private readonly record: RenderingObserver;
  constructor(callback: () => void) {
    this.record = { report: callback, targets: [], disconnected: false };
    renderingObservers.push(this.record);
  }
  observe(target: Element) {
    this.record.targets.push(target);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

/** Paint Timing as the browser has it: jsdom has none. */
class FakePerformanceObserver {
  static supportedEntryTypes: string[] = ['paint', 'largest-contentful-paint'];
  private readonly record: (typeof paintObservers)[number];
  constructor(callback: (entries?: { getEntries: () => unknown[] }) => void) {
    this.record = { report: callback, types: [], disconnected: false };
    paintObservers.push(this.record);
  }
  observe({ type }: { type: string }) {
    this.record.types.push(type);
  }
  disconnect() {
    this.record.disconnected = true;
  }
}

function paintEntries(entries: Array<{ name: string }>): void {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'paint' ? entries : []) });
}

beforeEach(() => {
  jest.useFakeTimers();
  renderingObservers.length = 0;
  paintObservers.length = 0;
  jest.spyOn(window, 'requestAnimationFrame');
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: FakePerformanceObserver });
  FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  paintEntries([]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

/** The browser's next rendering update: the observers waiting on it report their first observation. */
async function renderingUpdate(): Promise<void> {
  await Promise.resolve();
  for (const observer of renderingObservers.filter(({ disconnected }) => !disconnected)) observer.report();
  await Promise.resolve();
}

it('with the first paint reported already, resolves after the second rendering update (the frame after the loader ran is then on screen)', async () => {
  paintEntries([{ name: 'first-paint' }]);
  let done = false;
  void afterNextPaint().then(() => (done = true));
  expect(renderingObservers.map(({ targets }) => targets)).toEqual([[document.documentElement]]);
  await renderingUpdate();
  expect([done, renderingObservers.length]).toEqual([false, 2]);
  await renderingUpdate();
  await jest.advanceTimersByTimeAsync(0);
  expect(done).toBe(true);
  expect(renderingObservers.every(({ disconnected }) => disconnected)).toBe(true);
  expect(paintObservers).toEqual([]);
});

it('runs none of its script inside a frame: no animation frame callback (Lighthouse counted the frame as ours)', async () => {
  paintEntries([{ name: 'first-paint' }]);
  void afterNextPaint();
  await renderingUpdate();
  await renderingUpdate();
  expect(window.requestAnimationFrame).not.toHaveBeenCalled();
});

it('with no frame reported when the loader ran (a short page), waits for one rendering update only, then for Paint Timing to report the first paint (Chromium reports it with its presentation time)', async () => {
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await renderingUpdate();
  await jest.advanceTimersByTimeAsync(0);
  expect([done, renderingObservers.length, paintObservers.map(({ types }) => types)]).toEqual([false, 1, [['paint']]]);
  paintObservers[0]!.report();
  // Microtasks only: the 100 ms fallback has not come.
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
  expect(paintObservers[0]!.disconnected).toBe(true);
});

it('goes on 100 ms after the rendering update when no paint is reported (Firefox, when nothing contentful is painted)', async () => {
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await renderingUpdate();
  await jest.advanceTimersByTimeAsync(99);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('resolves at once in a hidden document, which paints no frame', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await expect(afterNextPaint()).resolves.toBeUndefined();
  expect(renderingObservers).toEqual([]);
});

describe('the wait for the page\'s priority images', () => {
  afterEach(() => document.body.replaceChildren());

  type TestImage = HTMLImageElement & { decoded: () => void; failed: () => void };

  /**
   * An `<img>` in the page whose `decode()` (jsdom has none) settles when the test says so: the
   * browser's resolves once the image has loaded and been decoded, and rejects when it cannot be.
   */
  function image(attributes: Record<string, string>, decodedAlready = false): TestImage {
    const element = document.createElement('img') as TestImage;
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    const decoding = new Promise<void>((resolve, reject) => Object.assign(element, { decoded: resolve, failed: () => reject(new Error('EncodingError')) }));
    element.decode = () => decoding;
    if (decodedAlready) element.decoded();
    document.body.append(element);
    return element;
  }

  function track(promise: Promise<void>): { done: boolean } {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  }

  const largestPaintObserver = () => paintObservers.find(({ types }) => types.includes('largest-contentful-paint'));

  it('resolves at once when the page marks no priority image, or only a lazy one', async () => {
    image({ src: '/a.webp' });
    image({ src: '/b.webp', fetchpriority: 'high', loading: 'lazy' });
    await expect(afterPriorityImages()).resolves.toBeUndefined();
    expect([renderingObservers, paintObservers]).toEqual([[], []]);
  });

  it('resolves at once in a hidden document, which paints no frame', async () => {
    image({ src: '/lead.webp', fetchpriority: 'high' });
    jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await expect(afterPriorityImages()).resolves.toBeUndefined();
  });

  it('resolves when Largest Contentful Paint names the priority image, not another element', async () => {
    const lead = image({ src: '/lead.webp', fetchpriority: 'high' });
    const wait = track(afterPriorityImages());
    const observer = largestPaintObserver()!;
    observer.report({ getEntries: () => [{ element: document.body }] });
    await jest.advanceTimersByTimeAsync(0);
    expect(wait.done).toBe(false);
    observer.report({ getEntries: () => [{ element: lead }] });
    await jest.advanceTimersByTimeAsync(0);
    expect([wait.done, observer.disconnected]).toEqual([true, true]);
  });

  it('without that entry, waits for the image to load and be decoded, then two rendering updates and the paint entry\'s grace', async () => {
    const lead = image({ src: '/lead.webp', fetchpriority: 'high' });
    const wait = track(afterPriorityImages());
    await renderingUpdate();
    // Loaded but not decoded yet: the frame with the image is not on its way.
    lead.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(0);
    expect(renderingObservers).toEqual([]);
    lead.decoded();
    await jest.advanceTimersByTimeAsync(0);
    await renderingUpdate();
    await renderingUpdate();
    await jest.advanceTimersByTimeAsync(99);
    expect([wait.done, largestPaintObserver()!.disconnected]).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(1);
    // The largest-paint observer is not left behind once the image is known to be on screen.
    expect([wait.done, largestPaintObserver()!.disconnected]).toEqual([true, true]);
  });

  it('where the browser reports no largest paint (Safari), goes on two rendering updates after a failed image, with no grace', async () => {
    FakePerformanceObserver.supportedEntryTypes = ['paint'];
    const lead = image({ src: '/missing.webp', fetchpriority: 'high' });
    const wait = track(afterPriorityImages());
    lead.failed();
    await jest.advanceTimersByTimeAsync(0);
    await renderingUpdate();
    expect(wait.done).toBe(false);
    await renderingUpdate();
    await jest.advanceTimersByTimeAsync(0);
    expect([wait.done, largestPaintObserver()]).toEqual([true, undefined]);
  });

  it('waits for every priority image, loaded ones included, then two rendering updates', async () => {
    image({ src: '/first.webp', fetchpriority: 'high' }, true);
    const second = image({ src: '/second.webp', fetchpriority: 'high' });
    const wait = track(afterPriorityImages());
    await renderingUpdate();
    await renderingUpdate();
    await jest.advanceTimersByTimeAsync(100);
    expect(wait.done).toBe(false);
    second.decoded();
    await jest.advanceTimersByTimeAsync(0);
    await renderingUpdate();
    await renderingUpdate();
    await jest.advanceTimersByTimeAsync(100);
    expect(wait.done).toBe(true);
  });

  it('goes on after 2,500 ms when the image never arrives (a page whose largest paint is that late is poor already)', async () => {
    image({ src: '/stalled.webp', fetchpriority: 'high' });
    const wait = track(afterPriorityImages());
    await jest.advanceTimersByTimeAsync(2_499);
    expect([wait.done, largestPaintObserver()!.disconnected]).toEqual([false, false]);
    await jest.advanceTimersByTimeAsync(1);
    expect([wait.done, largestPaintObserver()!.disconnected]).toEqual([true, true]);
  });
});
