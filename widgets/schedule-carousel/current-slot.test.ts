import { currentSlotIndex, isOnAir } from './current-slot';

const SLOTS = [
  { start: '00:00', end: '06:00' },
  { start: '06:00', end: '09:30' },
  { start: '09:30', end: '10:00' },
  { start: '10:00', end: '23:59' },
];
const at = (hours: number, minutes: number) => new Date(2026, 2, 18, hours, minutes, 30);

describe('the current schedule slot', () => {
  it('is the one whose start is before now and whose end is at or after now (HH:mm)', () => {
    expect(currentSlotIndex(SLOTS, at(7, 15))).toBe(1);
    expect(currentSlotIndex(SLOTS, at(12, 0))).toBe(3);
  });

  it('at a boundary minute belongs to the slot that ends then, not the one that starts then', () => {
    expect(currentSlotIndex(SLOTS, at(9, 30))).toBe(1);
    expect(currentSlotIndex(SLOTS, at(10, 0))).toBe(2);
  });

  it('is none at 00:00, when no slot started before now', () => {
    expect(currentSlotIndex(SLOTS, at(0, 0))).toBe(-1);
  });

  it('counts a slot that ends after midnight as running to 24:00', () => {
    expect(isOnAir({ start: '23:00', end: '01:00' }, '23:45')).toBe(true);
  });
});
