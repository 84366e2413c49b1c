// One way to end the current task and go on in a new one, for the loader (which must stay free
// of React) and the render queue alike.

type SchedulerGlobal = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

/** A new task (a timer), queued behind the tasks already waiting: a chunk that arrived and waits to run, a call's answer. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** `scheduler.yield()` where the browser has it (what follows keeps its priority, ahead of those), else a new task. */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as SchedulerGlobal;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return nextTask();
}
