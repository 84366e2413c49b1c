import { addMonths, calendarDay, isoDay, parseApiDateText, parseIsoDay, payloadDate } from './calendar';

describe('calendar helpers', () => {
  it('reads the API date text in site-local time', () => {
    expect(payloadDate(parseApiDateText('2026-03-18 07:05:09.000000')!)).toBe('2026-03-18 07:05:09');
    expect(parseApiDateText('2026-13-01 00:00:00')).toBeNull();
    expect(parseApiDateText('2026-01-01 25:00:00')).toBeNull();
    expect(parseApiDateText({ date: 'x' })).toBeNull();
  });

  it('knows real days', () => {
    expect(calendarDay(2024, 2, 29)).not.toBeNull();
    expect(calendarDay(2025, 2, 29)).toBeNull();
    expect(parseIsoDay('2026-1-1')).toBeNull();
    expect(isoDay(addMonths(new Date(2024, 0, 31), 1))).toBe('2024-02-29');
  });
});
