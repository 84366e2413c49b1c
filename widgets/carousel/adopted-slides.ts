// Progressive enhancement: the cards a CMS rendered inside <np-carousel> (`<ul><li>…</li></ul>`)
// are shown as they are until the code arrives. Without `items`, each `<li>`'s content moves,
// node by node (loaded images stay loaded), into a slide of its own.
import { createRef, useLayoutEffect, useMemo, useState, type RefObject } from 'react';

export interface AdoptedSlides {
  count: number;
  refs: Array<RefObject<HTMLDivElement | null>>;
}

/** Read before React's first commit empties the element: `enabled` only on the first render counts. */
export function useAdoptedSlides(element: HTMLElement, enabled: boolean): AdoptedSlides {
  const [items] = useState(() => (enabled ? [...element.querySelectorAll(':scope > ul > li, :scope > ol > li')] : []));
  const refs = useMemo(() => items.map(() => createRef<HTMLDivElement>()), [items]);
  useLayoutEffect(() => {
    items.forEach((item, index) => refs[index]?.current?.append(...item.childNodes));
  }, [items, refs]);
  return { count: items.length, refs };
}
