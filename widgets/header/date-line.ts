// The header's date line ("miércoles, 25 de noviembre de 2026"), written from the catalogue's
// day and month names rather than with Intl. The header is on every page, and a page's first
// Intl.DateTimeFormat costs 17–31 ms of main thread in Chromium (ICU starting up): alone a long
// task at Lighthouse's 4x CPU, in the header's first render. date-line.test.ts checks every day
// of three years against Intl's `dateStyle: 'full'`, in both languages.
import type { MessageKey, Translate } from '../../src/i18n';

const pad = (value: number) => String(value).padStart(2, '0');

export function dateLine(now: Date, t: Translate): { iso: string; text: string } {
  const text = t('header.date', {
    weekday: t(`header.weekday.${now.getDay()}` as MessageKey),
    day: now.getDate(),
    month: t(`header.month.${now.getMonth()}` as MessageKey),
    year: now.getFullYear(),
  });
  return { iso: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, text };
}
