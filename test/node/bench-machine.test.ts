// The bench's machine figure (bench/machine.ts): what a first touch of new memory costs per page.
import { firstTouchLine, firstTouchMicrosPerPage } from '../../bench/machine';

it('times a first touch of every page of a new allocation', () => {
  const micros = firstTouchMicrosPerPage(1);
  expect(Number.isFinite(micros)).toBe(true);
  expect(micros).toBeGreaterThan(0);
});

it('words the figure for the report', () => {
  expect(firstTouchLine(13.714)).toBe('first touch of new memory 13.71 µs per 4 KiB page');
});
