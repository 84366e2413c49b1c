// Local-time date helpers for the seed. Everything is relative to the server's "today".
import type { ApiDate } from '../../../src/api/common';

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

export const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds());
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** `YYYY-MM-DD` in local time. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `HH:mm` in local time. */
export function hourMinute(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `YYYY-MM-DD HH:mm:ss.000000`, the legacy API's date text. */
export function apiDateText(date: Date): string {
  return `${isoDay(date)} ${hourMinute(date)}:${pad(date.getSeconds())}.000000`;
}

export function apiDate(date: Date): ApiDate {
  return { date: apiDateText(date), timezone_type: 3, timezone: SERVER_TIME_ZONE };
}

/** Parses `apiDateText` output back to a local Date. */
export function parseApiDate(value: ApiDate): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})/.exec(value.date);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
}
