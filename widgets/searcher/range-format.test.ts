import { ARCHIVE_FORMAT, formatRange, PICKER_FORMAT } from './range-format';
import { pickerLanguage } from './picker-language';

const START = new Date(2026, 2, 5);
const END = new Date(2026, 2, 9);

describe('date formats of the range picker', () => {
  it('shows DD/MM/YY in the picker', () => {
    expect(formatRange(START, END, PICKER_FORMAT, 'es')).toBe('05/03/26 – 09/03/26');
    expect(formatRange(START, null, PICKER_FORMAT, 'es')).toBe('05/03/26');
    expect(formatRange(null, null, PICKER_FORMAT, 'es')).toBe('');
  });

  it.each([
    ['es', '05 mar 2026'],
    ['ca', '05 març 2026'],
    ['it', '05 mar 2026'],
    ['en', '05 Mar 2026'],
  ] as const)('shows DD MMM YYYY in the archive in %s', (language, text) => {
    expect(formatRange(START, null, ARCHIVE_FORMAT, language).replace('.', '')).toBe(text);
  });

  it('speaks en, es, ca or it, and es by default', () => {
    const element = document.createElement('div');
    document.body.append(element);
    for (const [lang, expected] of [['en-GB', 'en'], ['ca_ES', 'ca'], ['it', 'it'], ['fr', 'es'], ['', 'es']]) {
      document.documentElement.lang = lang!;
      expect(pickerLanguage(element)).toBe(expected);
    }
    document.documentElement.lang = 'es';
  });
});
