// Dates for readers, in the page's language (Intl: no date library in the cards' chunk).
import type { Language } from '../../src/i18n';
import { parseApiDateText } from './calendar';

const LOCALES: Record<Language, string> = { es: 'es-ES', ca: 'ca-ES' };

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
const DAY_AND_TIME: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };

/**
 * One formatter per language and style for the page's life. A formatter per card made a thousand
 * for 1,000 results, each holding ICU objects that V8 frees after a GC in a task of its own: 44-97
 * ms of CPU, the searcher's longest task while scrolling to 1,000 (bench, 2026-12-02).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: Language, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}${withTime ? '+time' : ''}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(LOCALES[language], withTime ? DAY_AND_TIME : DAY)));
  return format;
}

export function readableDay(value: { date: string } | null | undefined, language: Language, withTime = false): { text: string; machine: string } | null {
  const date = parseApiDateText(value?.date);
  if (!date) return null;
  return { text: formatter(language, withTime).format(date), machine: (value?.date ?? '').slice(0, 16).replace(' ', 'T') };
}

/** `m:ss` or `h:mm:ss` for a duration in seconds. */
export function duration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const [h, m, s] = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  const mm = h ? String(m).padStart(2, '0') : String(m);
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
