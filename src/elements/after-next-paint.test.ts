// The loader's wait for the page's first frame.
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('resolves in the task after the frame that follows the next one begins (the next is then on screen)', async () => {
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
  // The callback runs before its frame is painted: the wait ends only in the next task.
  expect(done).toBe(false);
  await jest.advanceTimersToNextTimerAsync();
  expect(done).toBe(true);
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
