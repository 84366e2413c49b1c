// The loader's wait for the page's first frame.
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('without a paint entry (none reported, or no Paint Timing as in jsdom), resolves a grace after the frame that follows the next one begins', async () => {
  jest.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await Promise.resolve();
  expect([done, frames.length]).toEqual([false, 1]);
  frames[0]!(performance.now());
  await Promise.resolve();
  expect([done, frames.length]).toEqual([false, 2]);
  frames[1]!(performance.now());
  await Promise.resolve();
  // The callback runs before its frame is painted: the wait ends only in a later task.
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(99);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('resolves when Paint Timing reports the first frame, however the animation frames go', async () => {
  const observers: Array<{ report: () => void; types: string[]; disconnected: boolean }> = [];
  class FakePerformanceObserver {
    private readonly record: (typeof observers)[number];
    constructor(callback: () => void) {
      this.record = { report: callback, types: [], disconnected: false };
      observers.push(this.record);
    }
    observe({ type }: { type: string }) {
      this.record.types.push(type);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: FakePerformanceObserver });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  try {
    let done = false;
    void afterNextPaint().then(() => (done = true));
    await Promise.resolve();
    expect([done, observers.map(({ types }) => types)]).toEqual([false, [['paint']]]);
    observers[0]!.report();
    await Promise.resolve();
    expect(done).toBe(true);
    expect(observers[0]!.disconnected).toBe(true);
  } finally {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  }
});

it('resolves at once in a hidden document, which paints no frame', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  await expect(afterNextPaint()).resolves.toBeUndefined();
  expect(frame).not.toHaveBeenCalled();
});

it('resolves at once when a frame of the page is on screen already (a deferred loader on a long page)', async () => {
  // jsdom has no Paint Timing (nor getEntriesByType): the browser's answer after a first paint.
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'paint' ? [{ name: 'first-paint', entryType: 'paint' }] : []) });
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  try {
    await expect(afterNextPaint()).resolves.toBeUndefined();
    expect(frame).not.toHaveBeenCalled();
  } finally {
    delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
  }
});
