// Event occurrence types (spec: discovery, section 3): the sources spell them differently.
import type { EventInfo } from '../../src/api/content';

export type OccurrenceKind = 'DateRange' | 'OneTime' | 'MultipleTimes';

const SPELLINGS: Readonly<Record<string, OccurrenceKind>> = {
  daterange: 'DateRange',
  multipletimes: 'MultipleTimes',
  onetime: 'OneTime',
  unique: 'OneTime',
};

/** The badge kind of an event: from its type in any spelling, else from the dates it carries. */
export function occurrenceKind(event: Pick<EventInfo, 'eventOccurrenceType' | 'eventStartDate' | 'eventEndDate' | 'eventMultipleDates'>): OccurrenceKind {
  const key = typeof event.eventOccurrenceType === 'string' ? event.eventOccurrenceType.replace(/[^a-z]/gi, '').toLowerCase() : '';
  const known = SPELLINGS[key];
  if (known) return known;
  if (event.eventStartDate && event.eventEndDate) return 'DateRange';
  if (event.eventMultipleDates.length > 1) return 'MultipleTimes';
  return 'OneTime';
}
