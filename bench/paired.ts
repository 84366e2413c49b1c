// Lazy against eager, run by run. The bench loads each page's variants one after the other in every
// run, so a run's two loads meet the same moment of the machine; the ratio of each pair cancels the
// drift between runs that the ratio of two medians keeps. A bootstrap over the pairs says how sure
// that figure is: on this 2-core machine single loads of one page spread by ±100 ms, and the ratio
// of two medians of 5 moved by 0.1 from one pass to the next.
import { median } from './measure';

/** The share of resamples left out at each end: a 95% interval. */
const TAIL = 0.025;
const RESAMPLES = 2000;

export interface PairedRatio {
  /** The median of the per-run ratios lazy/eager. */
  median: number;
  /** The bootstrap's 95% interval of that median. */
  low: number;
  high: number;
  pairs: number;
}

export type Verdict = 'met' | 'not met' | 'undecided';

/** A small seeded generator (mulberry32): the same runs print the same interval. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** Run `i` of `lazy` against run `i` of `eager`; a run with no eager time is left out. */
export function pairedRatio(lazy: number[], eager: number[], seed = 1): PairedRatio | null {
  const ratios = lazy.flatMap((value, index) => (eager[index] ? [value / eager[index]!] : []));
  if (ratios.length === 0) return null;
  const random = seeded(seed);
  const medians = Array.from({ length: RESAMPLES }, () => median(ratios.map(() => ratios[Math.floor(random() * ratios.length)]!))).sort((a, b) => a - b);
  const at = (share: number) => medians[Math.min(RESAMPLES - 1, Math.floor(share * RESAMPLES))]!;
  return { median: median(ratios), low: at(TAIL), high: at(1 - TAIL), pairs: ratios.length };
}

/** Met when the whole interval is at or under the target, not met when it is all above, else undecided. */
export function verdict(ratio: PairedRatio, target: number): Verdict {
  if (ratio.high <= target) return 'met';
  if (ratio.low > target) return 'not met';
  return 'undecided';
}
