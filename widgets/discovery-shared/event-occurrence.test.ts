import type { EventInfo } from '../../src/api/content';
import { occurrenceKind } from './event-occurrence';

const date = { date: '2026-03-18 10:00:00.000000' };
const event = (type: string, extra: Partial<EventInfo> = {}) =>
  ({ eventOccurrenceType: type, eventStartDate: null, eventEndDate: null, eventMultipleDates: [], ...extra }) as unknown as EventInfo;

describe('event occurrence types in every spelling', () => {
  it.each([
    ['DateRange', 'DateRange'],
    ['date-range', 'DateRange'],
    ['OneTime', 'OneTime'],
    ['one-time', 'OneTime'],
    ['unique', 'OneTime'],
    ['MultipleTimes', 'MultipleTimes'],
    ['multiple-times', 'MultipleTimes'],
    ['DATE_RANGE', 'DateRange'],
  ])('%s is %s', (spelling, kind) => {
    expect(occurrenceKind(event(spelling))).toBe(kind);
  });

  it('reads `icon` and unknown types from the dates the event carries', () => {
    expect(occurrenceKind(event('icon', { eventStartDate: date, eventEndDate: date }))).toBe('DateRange');
    expect(occurrenceKind(event('whatever', { eventMultipleDates: [date, date] }))).toBe('MultipleTimes');
    expect(occurrenceKind(event('icon'))).toBe('OneTime');
    expect(occurrenceKind({ ...event(''), eventOccurrenceType: 42 as unknown as EventInfo['eventOccurrenceType'] })).toBe('OneTime');
  });
});
