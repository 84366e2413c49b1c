// Where an interview stands at a moment, from its `start` and `end` attributes (ISO date-times).
// An attribute that is missing or not a date does not hold the interview back: no start means it
// has started, no end means it has not ended.
export type InterviewPhase = 'not-started' | 'live' | 'ended';

const timeOf = (iso: string | undefined): number | null => {
  if (!iso) return null;
  const time = Date.parse(iso);
  return Number.isFinite(time) ? time : null;
};

export function interviewPhase(start: string | undefined, end: string | undefined, nowMs: number): InterviewPhase {
  const startMs = timeOf(start);
  const endMs = timeOf(end);
  if (endMs !== null && nowMs >= endMs) return 'ended';
  if (startMs !== null && nowMs < startMs) return 'not-started';
  return 'live';
}

/** Milliseconds until the phase changes next, or null when it never will (or too far for a timer). */
export function nextPhaseChangeMs(start: string | undefined, end: string | undefined, nowMs: number): number | null {
  const next = [timeOf(start), timeOf(end)].filter((time): time is number => time !== null && time > nowMs).sort((a, b) => a - b)[0];
  if (next === undefined) return null;
  const wait = next - nowMs;
  return wait <= 2 ** 31 - 1 ? wait : null;
}
