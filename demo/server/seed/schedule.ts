// Today's broadcast schedule: back-to-back slots from 00:00 to 23:59:59.
import type { Programme } from '../../../src/api/programme';
import type { ScheduleCard } from '../../../src/api/schedule';
import { addMinutes, apiDate } from './dates';
import { Random } from './prng';

export const FIRST_SCHEDULE_ID = 3001;
const SLOT_MINUTES = [30, 60, 60, 90, 120] as const;

export function generateSchedule(today: Date, programmes: readonly Programme[]): ScheduleCard[] {
  const random = Random.forSection('schedule');
  const endOfDay = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59);
  const cards: ScheduleCard[] = [];
  let start = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  while (start < endOfDay) {
    const next = addMinutes(start, random.pick(SLOT_MINUTES));
    const end = next < endOfDay ? next : endOfDay;
    const programme = random.pick(programmes);
    cards.push({
      id: String(FIRST_SCHEDULE_ID + cards.length),
      title: programme.title,
      url: { href: programme.url, title: programme.title },
      startTime: apiDate(start),
      endTime: apiDate(end),
    });
    start = end;
  }
  return cards;
}
