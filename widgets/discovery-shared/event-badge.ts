// The text of an event's date badge by occurrence type (DateRange, OneTime, MultipleTimes).
import type { ListingCard } from '../../src/api/content';
import type { Language, Translate } from '../../src/i18n';
import { readableDay } from './display-dates';
import { occurrenceKind } from './event-occurrence';

export type EventOf = NonNullable<ListingCard['event']>;

export function eventBadgeText(event: EventOf, language: Language, t: Translate): string {
  const day = (value: { date: string } | null | undefined) => readableDay(value, language)?.text ?? '';
  const kind = occurrenceKind(event);
  if (kind === 'DateRange' && event.eventStartDate && event.eventEndDate) return t('event.range', { start: day(event.eventStartDate), end: day(event.eventEndDate) });
  if (kind === 'MultipleTimes' && event.eventMultipleDates.length) {
    const [first, ...rest] = event.eventMultipleDates;
    if (!rest.length) return day(first);
    return `${day(first)} ${rest.length === 1 ? t('event.moreDate') : t('event.moreDates', { count: rest.length })}`;
  }
  return day(event.eventUniqueDate ?? event.eventStartDate ?? event.eventMultipleDates[0]) || event.datesLiteral;
}
