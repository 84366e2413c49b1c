// Ending the task: scheduler.yield() where there is one, else a timer.
import { yieldToBrowser } from './yield-to-browser';

it('uses scheduler.yield() where the browser has it', async () => {
  const schedulerYield = jest.fn(async () => undefined);
  Object.defineProperty(globalThis, 'scheduler', { configurable: true, value: { yield: schedulerYield } });
  try {
    await yieldToBrowser();
    expect(schedulerYield).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
});

it('goes on in a new task (a timer) where there is no scheduler.yield()', async () => {
  jest.useFakeTimers();
  try {
    let done = false;
    void yieldToBrowser().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    await jest.advanceTimersToNextTimerAsync();
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
