import { readableDay } from './display-dates';

describe('readableDay', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes the day in the page language, with the minute the API sent as the machine value', () => {
    expect(readableDay({ date: '2026-03-18 09:05:00.000000' }, 'es')).toEqual({ text: new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'short' }).format(new Date(2026, 2, 18, 9, 5)), machine: '2026-03-18T09:05' });
    expect(readableDay({ date: '2026-03-18 09:05:00.000000' }, 'ca', true)?.text).toBe(
      new Intl.DateTimeFormat('ca-ES', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' }).format(new Date(2026, 2, 18, 9, 5)),
    );
  });

  it('gives nothing for a missing or malformed date', () => {
    expect(readableDay(null, 'es')).toBeNull();
    expect(readableDay({ date: '18/03/2026' }, 'es')).toBeNull();
  });

  it('makes one formatter per language and style, not one per card', () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const cards = Array.from({ length: 50 }, (_, index) => ({ date: `2026-03-${String((index % 28) + 1).padStart(2, '0')} 10:00:00` }));
    for (const language of ['es', 'ca'] as const) for (const date of cards) readableDay(date, language, true);
    const first = made.mock.calls.length;
    for (const date of cards) readableDay(date, 'es', true);
    expect(first).toBeLessThanOrEqual(2);
    expect(made.mock.calls.length).toBe(first);
  });
});
