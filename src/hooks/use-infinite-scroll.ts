// Calls `onNear` when the sentinel (the end of a list) is in view or within the lazy-load threshold
// below it. Not above it: a reader who went past the end of the list to the foot of the page, over the
// runway the list keeps below it, loads nothing until they come back up to it (else every page would
// load, out of their sight, while they read the footer).
import { useEffect, useRef, type RefObject } from 'react';
import { LAZY_LOAD_THRESHOLD_PX } from '../constants';

/** `epoch` re-arms the observer (after a page is added), so a sentinel still in view fires again. */
export function useInfiniteScroll<T extends Element>(enabled: boolean, onNear: () => void, epoch: unknown = 0): RefObject<T | null> {
  const sentinel = useRef<T | null>(null);
  const callback = useRef(onNear);
  callback.current = onNear;

  useEffect(() => {
    const target = sentinel.current;
    if (!enabled || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: `0px 0px ${LAZY_LOAD_THRESHOLD_PX}px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, epoch]);

  return sentinel;
}
