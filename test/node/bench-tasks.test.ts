// The bench's main-thread tasks from a trace (bench/long-list.ts): a task's time includes the
// microtask checkpoint Chromium traces after it, as a scheduler.yield() continuation's work is.
import { tasksOf, type TraceEvent } from '../../bench/long-list';

const event = (name: string, ts: number, dur: number, cpu = dur): TraceEvent => ({ name, ph: 'X', pid: 1, tid: 1, ts, dur, tdur: cpu });
const task = (ts: number, dur: number, cpu?: number) => event('ThreadControllerImpl::RunTask', ts, dur, cpu);
const checkpoint = (ts: number, dur: number, cpu?: number) => event('BlinkScheduler_PerformMicrotaskCheckpoint', ts, dur, cpu);

it('counts each task in thread time (ms)', () => {
  expect(tasksOf([task(0, 12_000, 10_000), task(20_000, 3_000)])).toEqual([10, 3]);
});

it('adds a checkpoint traced after a task to that task', () => {
  // A continuation of no time, then its 20 ms of work.
  expect(tasksOf([task(0, 50, 40), checkpoint(800, 20_000), task(30_000, 6_000)])).toEqual([20.04, 6]);
});

it('does not count a checkpoint inside a task twice', () => {
  expect(tasksOf([checkpoint(2_000, 5_000), task(0, 10_000)])).toEqual([10]);
});

it('ignores other events and unordered input', () => {
  expect(tasksOf([task(10_000, 1_000), event('Layout', 0, 9_000), task(0, 2_000)])).toEqual([2, 1]);
});
