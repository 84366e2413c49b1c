// How many items of a one-line row fit: every item stays laid out (the ones that do not fit are
// only made invisible), so measuring never moves anything and the page does not shift.
import { useLayoutEffect, useState, type RefObject } from 'react';

/** The number of leading children of `row` whose right edge is inside it, kept current by a ResizeObserver. */
export function useFittingItems(row: RefObject<HTMLElement | null>, count: number): number {
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return undefined;
    const measure = () => {
      const limit = element.getBoundingClientRect().right + 0.5;
      const items = [...element.children];
      const index = items.findIndex((item) => item.getBoundingClientRect().right > limit);
      setFitting(index === -1 ? items.length : index);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The row (window width) and each item (its text once web fonts arrive).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  }, [row, count]);
  return fitting;
}
