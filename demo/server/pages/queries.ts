// Selections of the seed that several pages use.
import type { EventInfo } from '../../../src/api/content';
import { parseApiDate } from '../seed/dates';
import type { DemoContent, Seed } from '../seed/types';

/** When an event starts (or its first date), whatever its occurrence type. */
export function eventStart(event: EventInfo): Date {
  const first = event.eventUniqueDate ?? event.eventStartDate ?? event.eventMultipleDates[0];
  return first ? parseApiDate(first) : new Date(Number.NaN);
}

/** Events from today on, soonest first. */
export function upcomingEvents(seed: Seed, limit: number): DemoContent[] {
  const today = parseApiDate({ date: `${seed.today} 00:00:00` });
  return seed.contents
    .filter((content): content is DemoContent & { event: EventInfo } => content.event !== undefined)
    .filter((content) => eventStart(content.event) >= today)
    .sort((a, b) => eventStart(a.event).getTime() - eventStart(b.event).getTime())
    .slice(0, limit);
}

export function newsContents(seed: Seed): DemoContent[] {
  return seed.contents.filter((content) => !['opinion', 'blog-post', 'event'].includes(content.contentType) && content.articleNewsTypeEnum !== 'opinion');
}
