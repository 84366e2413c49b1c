// The header's date line reads like Intl's full date, every day, in es and ca, without calling Intl.
import { addMessages, translator } from '../../src/i18n';
import { headerDateTextsCa, headerDateTextsEs } from '../../src/i18n/widget-texts/header-date';
import { dateLine } from './date-line';

addMessages({ es: headerDateTextsEs, ca: headerDateTextsCa });

const LOCALES = { es: 'es-ES', ca: 'ca-ES' } as const;

describe.each(Object.entries(LOCALES) as Array<[keyof typeof LOCALES, string]>)('%s', (language, locale) => {
  it("matches Intl's dateStyle 'full' on every day from 2026 to 2028 (every weekday and month, and a 29 February)", () => {
    const intl = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
    const t = translator(language);
    const mismatches: string[] = [];
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2029; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      const ours = dateLine(day, t).text;
      if (ours !== intl.format(day)) mismatches.push(`${ours} ≠ ${intl.format(day)}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the local date in ISO form for <time datetime>', () => {
    expect(dateLine(new Date(2026, 1, 9, 23, 59), translator(language)).iso).toBe('2026-02-09');
  });
});
