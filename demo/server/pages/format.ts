// Dates for readers (in the page's language) and for machines (<time datetime>).
import type { ApiDate } from '../../../src/api/common';
import { parseApiDate } from '../seed/dates';
import { html, type SafeHtml } from './html';

export function readableDate(date: Date, locale: string, withTime = true): string {
  const options: Intl.DateTimeFormatOptions = withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** `YYYY-MM-DDTHH:mm` in local time. */
export function machineDate(value: ApiDate): string {
  return value.date.slice(0, 16).replace(' ', 'T');
}

export function timeElement(value: ApiDate, locale: string, withTime = true): SafeHtml {
  return html`<time datetime="${machineDate(value)}">${readableDate(parseApiDate(value), locale, withTime)}</time>`;
}
