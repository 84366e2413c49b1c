// The poll's rules that need no DOM: its state from the dates, the next change, the options and
// the percentages.
import type { PollOption, PollResults } from '../../src/api/poll';
import { TIMER_MAX_DELAY_MS } from '../../src/constants';

export type PollState = 'not-started' | 'active' | 'ended';

/** A date attribute (ISO 8601) as a time in ms, or null when missing or unreadable. */
export function readTime(value: string | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Before `start`: not started; from `end` on: ended; otherwise active (a missing date is open). */
export function pollState(now: number, start: number | null, end: number | null): PollState {
  if (start !== null && now < start) return 'not-started';
  if (end !== null && now >= end) return 'ended';
  return 'active';
}

/** How long until the state can change next, capped to what setTimeout accepts; null when it cannot. */
export function msToNextBoundary(now: number, start: number | null, end: number | null): number | null {
  const next = [start, end].find((time): time is number => time !== null && time > now);
  return next === undefined ? null : Math.min(next - now, TIMER_MAX_DELAY_MS);
}

/** The `options` attribute: a list of `{id, text}`; anything else in it is left out. */
export function readOptions(value: unknown): PollOption[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, text } = item as { id?: unknown; text?: unknown };
    const key = typeof id === 'number' ? String(id) : id;
    if (typeof key !== 'string' || key === '' || typeof text !== 'string' || text.trim() === '' || seen.has(key)) return [];
    seen.add(key);
    return [{ id: key, text }];
  });
}

export interface OptionResult {
  option: PollOption;
  votes: number;
  /** Whole per cent of all votes (0 when nobody voted). */
  percent: number;
}

export function optionResults(options: readonly PollOption[], results: PollResults): OptionResult[] {
  const votesOf = (id: string) => results.votes.find((each) => each.option === id)?.votes ?? 0;
  const total = options.reduce((sum, option) => sum + votesOf(option.id), 0);
  return options.map((option) => {
    const votes = votesOf(option.id);
    return { option, votes, percent: total === 0 ? 0 : Math.round((votes / total) * 100) };
  });
}
