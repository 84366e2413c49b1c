// The loader's wait for the frame after it ran, and for the page's first paint to be reported.
import { afterNextPaint } from './after-next-paint';

const frames: FrameRequestCallback[] = [];
const observers: Array<{ report: () => void; types: string[]; disconnected: boolean }> = [];

/** Paint Timing as the browser has it: jsdom has none. */
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

function paintEntries(entries: Array<{ name: string }>): void {
  Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: (type: string) => (type === 'paint' ? entries : []) });
}

beforeEach(() => {
  jest.useFakeTimers();
  frames.length = 0;
  observers.length = 0;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  Object.defineProperty(globalThis, 'PerformanceObserver', { configurable: true, value: FakePerformanceObserver });
  paintEntries([]);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
  delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
});

/** Runs the two animation frames the wait asks for, as the browser would. */
async function runFrames(): Promise<void> {
  await Promise.resolve();
  frames[0]!(performance.now());
  await Promise.resolve();
  frames[1]!(performance.now());
  await Promise.resolve();
}

it('with the first paint reported already, resolves in the task after the frame that follows the next one begins (the next is then on screen)', async () => {
  paintEntries([{ name: 'first-paint' }]);
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await Promise.resolve();
  expect([done, frames.length]).toEqual([false, 1]);
  await runFrames();
  // The callback runs before its frame is painted: the wait ends only in the next task.
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(0);
  expect(done).toBe(true);
  expect(observers).toEqual([]);
});

it('with no first paint reported yet, then waits for Paint Timing to report it (Chromium reports it with its presentation time)', async () => {
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await runFrames();
  await jest.advanceTimersByTimeAsync(0);
  expect([done, observers.map(({ types }) => types)]).toEqual([false, [['paint']]]);
  observers[0]!.report();
  // Microtasks only: the 100 ms fallback has not come.
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
  expect(observers[0]!.disconnected).toBe(true);
});

it('goes on 100 ms after the frames when no paint is reported (Firefox, when nothing contentful is painted)', async () => {
  let done = false;
  void afterNextPaint().then(() => (done = true));
  await runFrames();
  await jest.advanceTimersByTimeAsync(99);
  expect(done).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(done).toBe(true);
});

it('resolves at once in a hidden document, which paints no frame', async () => {
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  await expect(afterNextPaint()).resolves.toBeUndefined();
  expect(frames).toEqual([]);
});
