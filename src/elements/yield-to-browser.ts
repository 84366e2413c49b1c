// Ways to end the current task and go on in a new one, for the loader (which must stay free of
// React) and the render queue alike.

type SchedulerGlobal = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** `scheduler.yield()` where the browser has it (what follows keeps its priority), else a new task. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as SchedulerGlobal;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return sleep(0);
}

/** Goes on in a task `ms` milliseconds from now. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
