// Moment formats of the picked range: DD/MM/YY in the picker, DD MMM YYYY in the archive.
import moment from 'moment';
import 'moment/locale/ca';
import 'moment/locale/es';
import 'moment/locale/it';
import type { PickerLanguage } from './picker-language';

export const PICKER_FORMAT = 'DD/MM/YY';
export const ARCHIVE_FORMAT = 'DD MMM YYYY';

// Loading a locale file makes it moment's global default: put English back, and always pass one.
moment.locale('en');

export function formatRange(start: Date | null, end: Date | null, format: string, language: PickerLanguage): string {
  if (!start) return '';
  const first = moment(start).locale(language).format(format);
  return end ? `${first} – ${moment(end).locale(language).format(format)}` : first;
}
