// The date filter's options (spec: discovery, sections 3 and 4) and the dates each one stands for.
import { addDays, addMonths, endOfDay, isSameDay, startOfDay } from './calendar';

export const DATE_OPTIONS = [
  'any', 'today', 'yesterday', 'last24hours', 'lastWeek', 'lastMonth', 'lastYear',
  'tomorrow', 'nextWeek', 'nextWeekend', 'nextMonth', 'thisMonth', 'nextYear', 'range',
] as const;

export type DateOption = (typeof DATE_OPTIONS)[number];

export interface DateRange {
  startDate: Date | null;
  endDate: Date | null;
}

export const NO_DATES: DateRange = { startDate: null, endDate: null };

/** Options offered when looking back (search, archive, newsletter) and ahead (agenda, events). */
export const PAST_OPTIONS: readonly DateOption[] = ['any', 'today', 'yesterday', 'last24hours', 'lastWeek', 'lastMonth', 'lastYear', 'range'];
export const FUTURE_OPTIONS: readonly DateOption[] = ['any', 'today', 'tomorrow', 'nextWeek', 'nextWeekend', 'thisMonth', 'nextMonth', 'nextYear', 'range'];

export const isDateOption = (value: unknown): value is DateOption => typeof value === 'string' && (DATE_OPTIONS as readonly string[]).includes(value);

const day = (date: Date): DateRange => ({ startDate: startOfDay(date), endDate: endOfDay(date) });
const span = (from: Date, to: Date): DateRange => ({ startDate: startOfDay(from), endDate: endOfDay(to) });

/** Saturday and Sunday of this weekend (today included when it is Saturday or Sunday). */
function weekend(now: Date): DateRange {
  const weekday = now.getDay();
  if (weekday === 0) return day(now);
  const saturday = addDays(now, 6 - weekday);
  return span(saturday, addDays(saturday, 1));
}

const RANGES: Record<Exclude<DateOption, 'any' | 'range'>, (now: Date) => DateRange> = {
  today: (now) => day(now),
  yesterday: (now) => day(addDays(now, -1)),
  last24hours: (now) => ({ startDate: new Date(now.getTime() - 24 * 3_600_000), endDate: new Date(now.getTime()) }),
  lastWeek: (now) => span(addDays(now, -7), now),
  lastMonth: (now) => span(addMonths(now, -1), now),
  lastYear: (now) => span(addMonths(now, -12), now),
  tomorrow: (now) => day(addDays(now, 1)),
  nextWeek: (now) => span(now, addDays(now, 7)),
  nextWeekend: weekend,
  nextMonth: (now) => span(now, addMonths(now, 1)),
  thisMonth: (now) => span(new Date(now.getFullYear(), now.getMonth(), 1), new Date(now.getFullYear(), now.getMonth() + 1, 0)),
  nextYear: (now) => span(now, addMonths(now, 12)),
};

/**
 * A chosen range from the picker: whole days, so a same-day range is stretched to the end of that
 * day. An end before the start is swapped; a missing end means the start day alone.
 */
export function pickedRange(start: Date | null, end: Date | null): DateRange {
  if (!start) return NO_DATES;
  const last = end ?? start;
  return last < start ? span(last, start) : span(start, last);
}

/** The dates an option stands for at `now`. `range` uses the picked dates. */
export function datesForOption(option: DateOption, now: Date, picked: DateRange = NO_DATES): DateRange {
  if (option === 'any') return NO_DATES;
  if (option === 'range') return pickedRange(picked.startDate, picked.endDate);
  return RANGES[option](now);
}

const sameDays = (a: DateRange, b: DateRange): boolean =>
  a.startDate !== null && a.endDate !== null && b.startDate !== null && b.endDate !== null && isSameDay(a.startDate, b.startDate) && isSameDay(a.endDate, b.endDate);

/**
 * A stored range (from the address) mapped back to the option that gives it today, among the
 * options offered; otherwise `range`. `last24hours` is never guessed: by day it reads as 2 days.
 */
export function optionForDates(stored: DateRange, now: Date, offered: readonly DateOption[]): DateOption {
  if (!stored.startDate && !stored.endDate) return 'any';
  const match = offered.find((option) => option !== 'any' && option !== 'range' && option !== 'last24hours' && sameDays(datesForOption(option, now), stored));
  return match ?? 'range';
}
