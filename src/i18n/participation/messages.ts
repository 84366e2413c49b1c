// The participation texts (contact form, user-content calls, digital interview), es and ca with
// the same keys (their keys join MessageKey).
import { participationCa } from './ca';
import { participationEs } from './es';

export const participationMessagesEs = participationEs;
export type ParticipationMessageKey = keyof typeof participationEs;
export const participationMessagesCa: Record<ParticipationMessageKey, string> = participationCa;
