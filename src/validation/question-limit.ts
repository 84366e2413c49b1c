// The digital interview's question limit (spec: accounts and session, section 6): a reader may
// send INTERVIEW_QUESTION_LIMIT_COUNT questions to one interview in any window of
// INTERVIEW_QUESTION_WINDOW_MS; the next is refused until the oldest of them leaves the window.
import { INTERVIEW_QUESTION_LIMIT_COUNT, INTERVIEW_QUESTION_WINDOW_MS } from '../constants';

/** The send times (ms) still inside the window that ends at `nowMs`. */
export const questionsInWindow = (sentAtMs: readonly number[], nowMs: number): number[] =>
  sentAtMs.filter((sentAt) => sentAt <= nowMs && nowMs - sentAt < INTERVIEW_QUESTION_WINDOW_MS);

export const canAskQuestion = (sentAtMs: readonly number[], nowMs: number): boolean =>
  questionsInWindow(sentAtMs, nowMs).length < INTERVIEW_QUESTION_LIMIT_COUNT;

/** How long until one more question is allowed: 0 when it is now. */
export function questionRetryAfterMs(sentAtMs: readonly number[], nowMs: number): number {
  const inWindow = questionsInWindow(sentAtMs, nowMs).sort((a, b) => a - b);
  if (inWindow.length < INTERVIEW_QUESTION_LIMIT_COUNT) return 0;
  const freeing = inWindow[inWindow.length - INTERVIEW_QUESTION_LIMIT_COUNT] ?? nowMs;
  return freeing + INTERVIEW_QUESTION_WINDOW_MS - nowMs;
}
