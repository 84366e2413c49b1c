import { isoDay, payloadDate } from './calendar';
import { DATE_OPTIONS, datesForOption, FUTURE_OPTIONS, optionForDates, PAST_OPTIONS, pickedRange, type DateOption } from './date-options';

// Wednesday 18 March 2026, 10:30 local time.
const NOW = new Date(2026, 2, 18, 10, 30, 0);

const shown = (option: DateOption, now = NOW) => {
  const { startDate, endDate } = datesForOption(option, now);
  return [startDate ? payloadDate(startDate) : null, endDate ? payloadDate(endDate) : null];
};

describe('each date option gives its startDate and endDate', () => {
  it.each<[DateOption, string | null, string | null]>([
    ['any', null, null],
    ['today', '2026-03-18 00:00:00', '2026-03-18 23:59:59'],
    ['yesterday', '2026-03-17 00:00:00', '2026-03-17 23:59:59'],
    ['last24hours', '2026-03-17 10:30:00', '2026-03-18 10:30:00'],
    ['lastWeek', '2026-03-11 00:00:00', '2026-03-18 23:59:59'],
    ['lastMonth', '2026-02-18 00:00:00', '2026-03-18 23:59:59'],
    ['lastYear', '2025-03-18 00:00:00', '2026-03-18 23:59:59'],
    ['tomorrow', '2026-03-19 00:00:00', '2026-03-19 23:59:59'],
    ['nextWeek', '2026-03-18 00:00:00', '2026-03-25 23:59:59'],
    ['nextWeekend', '2026-03-21 00:00:00', '2026-03-22 23:59:59'],
    ['nextMonth', '2026-03-18 00:00:00', '2026-04-18 23:59:59'],
    ['thisMonth', '2026-03-01 00:00:00', '2026-03-31 23:59:59'],
    ['nextYear', '2026-03-18 00:00:00', '2027-03-18 23:59:59'],
    ['range', null, null],
  ])('%s', (option, start, end) => {
    expect(shown(option)).toEqual([start, end]);
  });

  it('covers every option value of the spec', () => {
    expect([...DATE_OPTIONS].sort()).toEqual(
      ['any', 'today', 'yesterday', 'last24hours', 'lastWeek', 'lastMonth', 'lastYear', 'tomorrow', 'nextWeek', 'nextWeekend', 'nextMonth', 'thisMonth', 'nextYear', 'range'].sort(),
    );
  });

  it('next weekend on a Saturday is today and tomorrow, on a Sunday just today', () => {
    expect(shown('nextWeekend', new Date(2026, 2, 21, 9))).toEqual(['2026-03-21 00:00:00', '2026-03-22 23:59:59']);
    expect(shown('nextWeekend', new Date(2026, 2, 22, 9))).toEqual(['2026-03-22 00:00:00', '2026-03-22 23:59:59']);
  });

  it('last month from 31 March clamps to the last day of February', () => {
    expect(shown('lastMonth', new Date(2026, 2, 31, 12))[0]).toBe('2026-02-28 00:00:00');
  });

  it('a range uses the picked days, the end stretched to the end of its day', () => {
    const picked = { startDate: new Date(2026, 0, 5, 14), endDate: new Date(2026, 0, 9) };
    const { startDate, endDate } = datesForOption('range', NOW, picked);
    expect([payloadDate(startDate!), payloadDate(endDate!)]).toEqual(['2026-01-05 00:00:00', '2026-01-09 23:59:59']);
  });
});

describe('picked ranges', () => {
  it('stretches a same-day range to the end of that day', () => {
    const { startDate, endDate } = pickedRange(new Date(2026, 0, 5), new Date(2026, 0, 5));
    expect([payloadDate(startDate!), payloadDate(endDate!)]).toEqual(['2026-01-05 00:00:00', '2026-01-05 23:59:59']);
  });

  it('treats a start without an end as that single day, and swaps an end before the start', () => {
    expect(isoDay(pickedRange(new Date(2026, 0, 5), null).endDate!)).toBe('2026-01-05');
    const swapped = pickedRange(new Date(2026, 0, 9), new Date(2026, 0, 5));
    expect([isoDay(swapped.startDate!), isoDay(swapped.endDate!)]).toEqual(['2026-01-05', '2026-01-09']);
  });

  it('gives no dates without a start', () => {
    expect(pickedRange(null, new Date())).toEqual({ startDate: null, endDate: null });
  });
});

describe('a stored range is mapped back to its option', () => {
  it.each(PAST_OPTIONS.filter((option) => !['any', 'range', 'last24hours'].includes(option)))('past option %s', (option) => {
    expect(optionForDates(datesForOption(option, NOW), NOW, PAST_OPTIONS)).toBe(option);
  });

  it.each(FUTURE_OPTIONS.filter((option) => !['any', 'range'].includes(option)))('future option %s', (option) => {
    expect(optionForDates(datesForOption(option, NOW), NOW, FUTURE_OPTIONS)).toBe(option);
  });

  it('no dates is any; dates no option gives are a range', () => {
    expect(optionForDates({ startDate: null, endDate: null }, NOW, PAST_OPTIONS)).toBe('any');
    expect(optionForDates(pickedRange(new Date(2025, 5, 1), new Date(2025, 5, 3)), NOW, PAST_OPTIONS)).toBe('range');
  });

  it('only offers options that look the right way', () => {
    expect(PAST_OPTIONS).not.toContain('tomorrow');
    expect(FUTURE_OPTIONS).not.toContain('yesterday');
  });
});
