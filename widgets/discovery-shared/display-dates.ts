// Dates for readers, in the page's language (Intl: no date library in the cards' chunk).
import type { Language } from '../../src/i18n';
import { parseApiDateText } from './calendar';

const LOCALES: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES' };

export function readableDay(value: { date: string } | null | undefined, language: Language, withTime = false): { text: string; machine: string } | null {
  const date = parseApiDateText(value?.date);
  if (!date) return null;
  const options: Intl.DateTimeFormatOptions = withTime ? { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short' };
  return { text: new Intl.DateTimeFormat(LOCALES[language], options).format(date), machine: (value?.date ?? '').slice(0, 16).replace(' ', 'T') };
}

/** `m:ss` or `h:mm:ss` for a duration in seconds. */
export function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
