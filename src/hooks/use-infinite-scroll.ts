// Calls `onNear` when the sentinel comes within the lazy-load threshold of the viewport.
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
    }, { rootMargin: `${LAZY_LOAD_THRESHOLD_PX}px 0px` });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, epoch]);

  return sentinel;
}
