// How many items of a one-line row fit: every item stays laid out (the ones that do not fit are
// only made invisible), so measuring never moves anything and the page does not shift.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

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
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    // The row (window width) and each item (its text once web fonts arrive). The observer's first
    // report, after the browser's own layout, is the first measure: measuring here would force
    // that layout inside the header's first render, a long task's worth at first load. Its update
    // is flushed before the frame paints.
    const observer = new ResizeObserver(() => flushSync(measure));
    observer.observe(element);
    for (const item of element.children) observer.observe(item);
    return () => observer.disconnect();
  }, [row, count]);
  return fitting;
}
