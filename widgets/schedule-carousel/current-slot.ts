// The slot on air (spec: discovery, section 4): its start is before now and its end at or after
// now, compared as HH:mm. A slot that ends at or before it starts runs past midnight.

export interface SlotTimes {
  /** `HH:mm`. */
  start: string;
  /** `HH:mm`. */
  end: string;
}

const MIDNIGHT_END = '24:00';

/** `HH:mm` of a date, in local time. */
export const hourMinute = (date: Date): string => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

export function isOnAir(slot: SlotTimes, now: string): boolean {
  const end = slot.end <= slot.start ? MIDNIGHT_END : slot.end;
  return slot.start < now && end >= now;
}

/** Index of the first slot on air at `now`, or -1: exactly one slot is ever highlighted. */
export function currentSlotIndex(slots: readonly SlotTimes[], now: Date): number {
  const clock = hourMinute(now);
  return slots.findIndex((slot) => isOnAir(slot, clock));
}
