import { inPages, sameItems } from './pages';

describe('inPages', () => {
  const numbers = Array.from({ length: 27 }, (_, index) => index);

  it('cuts by position, with a partial last page', () => {
    expect(inPages(numbers, 12).map((page) => page.length)).toEqual([12, 12, 3]);
    expect(inPages(numbers, 12)[1]![0]).toBe(12);
    expect(inPages(numbers, 20).map((page) => page.length)).toEqual([20, 7]);
    expect(inPages([], 12)).toEqual([]);
  });

  it('never moves an earlier item when more are appended', () => {
    expect(inPages([...numbers, 27, 28], 12).slice(0, 2)).toEqual(inPages(numbers, 12).slice(0, 2));
  });
});

describe('sameItems', () => {
  const first = { id: 1 };
  const second = { id: 2 };

  it('compares by identity and order', () => {
    expect(sameItems([first, second], [first, second])).toBe(true);
    expect(sameItems([first, second], [second, first])).toBe(false);
    expect(sameItems([first], [first, second])).toBe(false);
    expect(sameItems([first], [{ id: 1 }])).toBe(false);
    expect(sameItems([], [])).toBe(true);
  });
});
