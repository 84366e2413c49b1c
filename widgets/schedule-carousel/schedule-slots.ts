// The carousel's slots from its `items` attribute (schedule cards: id, title, url {href, title},
// startTime.date, endTime.date). Cards without a title or readable times are dropped.
import { isRecord, safeUrl, text } from '../../src/api/read';
import type { SlotTimes } from './current-slot';

export interface ScheduleSlot extends SlotTimes {
  id: string;
  title: string;
  href: string;
}

/** `HH:mm` from the API's `YYYY-MM-DD HH:mm:ss`, or null. */
export function clockOf(value: unknown): string | null {
  const date = isRecord(value) ? value.date : undefined;
  const match = typeof date === 'string' ? /^\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):([0-5]\d)/.exec(date) : null;
  return match ? `${match[1]}:${match[2]}` : null;
}

export function scheduleSlots(items: unknown): ScheduleSlot[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item, index) => {
    if (!isRecord(item)) return [];
    const start = clockOf(item.startTime);
    const end = clockOf(item.endTime);
    const title = text(item.title).trim();
    if (!start || !end || !title) return [];
    const href = safeUrl(isRecord(item.url) ? item.url.href : item.url);
    return [{ id: text(item.id) || `slot-${index}`, title, href, start, end }];
  });
}
