import { isoDay } from './calendar';
import { archivePath, rangeOfArchivePath } from './archive-path';
import { pickedRange } from './date-options';

const NOW = new Date(2026, 2, 18, 10, 30);
const days = (range: { startDate: Date | null; endDate: Date | null } | null) =>
  range && [range.startDate && isoDay(range.startDate), range.endDate && isoDay(range.endDate)];

describe('archive addresses', () => {
  it('writes /hemeroteca/{yyyy}/{mm}/{dd}/{yyyy}/{mm}/{dd} for a range, start then end', () => {
    expect(archivePath(pickedRange(new Date(2025, 0, 5), new Date(2025, 10, 9)), NOW)).toBe('/hemeroteca/2025/01/05/2025/11/09');
  });

  it('has its own addresses for today, yesterday and no dates', () => {
    expect(archivePath(pickedRange(NOW, NOW), NOW)).toBe('/hemeroteca/hoy/');
    expect(archivePath(pickedRange(new Date(2026, 2, 17), null), NOW)).toBe('/hemeroteca/ayer/');
    expect(archivePath({ startDate: null, endDate: null }, NOW)).toBe('/hemeroteca/');
  });

  it('reads every archive address back', () => {
    expect(days(rangeOfArchivePath('/hemeroteca/2025/01/05/2025/11/09', NOW))).toEqual(['2025-01-05', '2025-11-09']);
    expect(days(rangeOfArchivePath('/hemeroteca/hoy/', NOW))).toEqual(['2026-03-18', '2026-03-18']);
    expect(days(rangeOfArchivePath('/hemeroteca/ayer', NOW))).toEqual(['2026-03-17', '2026-03-17']);
    expect(days(rangeOfArchivePath('/hemeroteca/', NOW))).toEqual([null, null]);
  });

  it('rejects days that do not exist, reversed ranges and other paths', () => {
    expect(rangeOfArchivePath('/hemeroteca/2026/02/30/2026/03/01', NOW)).toBeNull();
    expect(rangeOfArchivePath('/hemeroteca/2026/03/10/2026/03/01', NOW)).toBeNull();
    expect(rangeOfArchivePath('/buscar/', NOW)).toBeNull();
  });

  it('round-trips a range through its address', () => {
    const range = pickedRange(new Date(2024, 11, 30), new Date(2025, 0, 2));
    expect(days(rangeOfArchivePath(archivePath(range, NOW), NOW))).toEqual(['2024-12-30', '2025-01-02']);
  });
});
