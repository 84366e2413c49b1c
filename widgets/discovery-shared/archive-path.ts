// Archive addresses (spec: discovery, section 2): /hemeroteca/, /hemeroteca/hoy/, /hemeroteca/ayer/
// and /hemeroteca/{yyyy}/{mm}/{dd}/{yyyy}/{mm}/{dd} (start, then end).
import { addDays, calendarDay, endOfDay, isSameDay, startOfDay } from './calendar';
import { NO_DATES, type DateRange } from './date-options';

export const ARCHIVE_ROOT = '/hemeroteca/';
const TODAY = `${ARCHIVE_ROOT}hoy/`;
const YESTERDAY = `${ARCHIVE_ROOT}ayer/`;

const parts = (date: Date): string =>
  `${date.getFullYear()}/${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}`;

/** The archive address of a range: today and yesterday have their own; no dates is the root. */
export function archivePath(range: DateRange, now: Date): string {
  const { startDate, endDate } = range;
  if (!startDate || !endDate) return ARCHIVE_ROOT;
  if (isSameDay(startDate, endDate) && isSameDay(startDate, now)) return TODAY;
  if (isSameDay(startDate, endDate) && isSameDay(startDate, addDays(now, -1))) return YESTERDAY;
  return `${ARCHIVE_ROOT}${parts(startDate)}/${parts(endDate)}`;
}

const RANGE_PATH = /^\/hemeroteca\/(\d{4})\/(\d{2})\/(\d{2})\/(\d{4})\/(\d{2})\/(\d{2})\/?$/;

/** The range an archive address shows; null when the path is not a valid archive address. */
export function rangeOfArchivePath(pathname: string, now: Date): DateRange | null {
  if (/^\/hemeroteca\/?$/.test(pathname)) return NO_DATES;
  if (/^\/hemeroteca\/hoy\/?$/.test(pathname)) return { startDate: startOfDay(now), endDate: endOfDay(now) };
  if (/^\/hemeroteca\/ayer\/?$/.test(pathname)) {
    const yesterday = addDays(now, -1);
    return { startDate: startOfDay(yesterday), endDate: endOfDay(yesterday) };
  }
  const match = RANGE_PATH.exec(pathname);
  if (!match) return null;
  const [y1, m1, d1, y2, m2, d2] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const start = calendarDay(y1, m1, d1);
  const end = calendarDay(y2, m2, d2);
  if (!start || !end || end < start) return null;
  return { startDate: start, endDate: endOfDay(end) };
}
