// Local-time calendar arithmetic for the date filter, the archive and the address. No library:
// these run on every searcher page and in the demo server.

const pad = (value: number): string => String(value).padStart(2, '0');

export const startOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate());

export const endOfDay = (date: Date): Date => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);

export const addDays = (date: Date, days: number): Date =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());

/** Same day of the month `months` later, clamped to that month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay), date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());
}

export const isSameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** `YYYY-MM-DD`, the address format. */
export const isoDay = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** `YYYY-MM-DD HH:mm:ss`, the searcher payload's date text (site-local time, like the API's dates). */
export const payloadDate = (date: Date): string =>
  `${isoDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/** A real calendar day from its parts, or null (2026-02-30 is not one). */
export function calendarDay(year: number, month: number, day: number): Date | null {
  if (![year, month, day].every(Number.isInteger)) return null;
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** `YYYY-MM-DD` to a local date at midnight, or null. */
export function parseIsoDay(text: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** The API's `YYYY-MM-DD HH:mm:ss[.uuuuuu]` (site-local) to a Date, or null when unreadable. */
export function parseApiDateText(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(text);
  if (!match) return null;
  const day = calendarDay(Number(match[1]), Number(match[2]), Number(match[3]));
  if (!day) return null;
  const [hours, minutes, seconds] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (hours > 23 || minutes > 59 || seconds > 59) return null;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, seconds);
}

/** `HH:mm` of a date. */
export const hourMinute = (date: Date): string => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
