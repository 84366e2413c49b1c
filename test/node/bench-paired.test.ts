// The bench's paired readiness figure (bench/paired.ts): each run's lazy load against the eager
// load of the same run, with a bootstrap interval and a verdict against a target.
import { pairedRatio, verdict } from '../../bench/paired';

it('takes the median of the run-by-run ratios, not the ratio of the medians', () => {
  // Runs 1-3 on a quiet machine, 4-5 on a busy one: each pair moves together.
  const lazy = [300, 310, 320, 600, 620];
  const eager = [400, 410, 420, 800, 820];
  const ratio = pairedRatio(lazy, eager)!;
  // The runs' ratios are 0.750, 0.756, 0.762, 0.750, 0.756; the medians' ratio would be 320/420.
  expect(ratio.median).toBeCloseTo(310 / 410, 5);
  expect(ratio.median).not.toBeCloseTo(320 / 420, 3);
  expect(ratio.pairs).toBe(5);
  expect(ratio.low).toBeLessThanOrEqual(ratio.median);
  expect(ratio.high).toBeGreaterThanOrEqual(ratio.median);
  // Every run's ratio lies between 0.750 and 0.762, so does the interval.
  expect(ratio.low).toBeGreaterThanOrEqual(0.75);
  expect(ratio.high).toBeLessThanOrEqual(320 / 420);
});

it('gives the same interval for the same runs', () => {
  const lazy = [420, 380, 510, 450, 470, 390, 530];
  const eager = [500, 520, 560, 480, 610, 450, 540];
  expect(pairedRatio(lazy, eager)).toEqual(pairedRatio(lazy, eager));
});

it('widens the interval when the pairs disagree', () => {
  const steady = pairedRatio([80, 81, 79, 80, 80], [100, 100, 100, 100, 100])!;
  const scattered = pairedRatio([60, 100, 70, 95, 80], [100, 100, 100, 100, 100])!;
  expect(scattered.high - scattered.low).toBeGreaterThan(steady.high - steady.low);
});

it('leaves out a run without an eager time, and gives nothing without any pair', () => {
  expect(pairedRatio([300, 400], [0, 500])!.pairs).toBe(1);
  expect(pairedRatio([], [])).toBeNull();
});

it('calls the target met, not met or undecided from the whole interval', () => {
  const at = (low: number, high: number) => ({ median: (low + high) / 2, low, high, pairs: 5 });
  expect(verdict(at(0.7, 0.78), 0.8)).toBe('met');
  expect(verdict(at(0.7, 0.8), 0.8)).toBe('met');
  expect(verdict(at(0.82, 0.9), 0.8)).toBe('not met');
  expect(verdict(at(0.75, 0.86), 0.8)).toBe('undecided');
});
