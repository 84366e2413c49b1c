// Follows the page's scroll: `data-np-scroll` on the element (top, hidden, sticky) for CSS and
// tests, and the store's `site.headerScroll` for other widgets. Written on the element directly:
// a scroll never re-renders the header.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { headerScrolled } from '../../src/store/site-slice';
import { initialHeaderScroll, nextHeaderScroll, thresholdAtPx, type ScrollMemory } from './scroll-state';

export const SCROLL_ATTRIBUTE = 'data-np-scroll';
/**
 * Set two frames after the first state is known, and what lets the header's moves slide (its CSS):
 * a page reloaded scrolled down goes from `top` to `hidden` at once, not sliding up over the page.
 */
export const SCROLL_SETTLED_ATTRIBUTE = 'data-np-scroll-settled';

/**
 * Calls `found` with where the page stands, without reading it as the header mounts: reading
 * `scrollY` then forced a layout of the freshly rendered page inside the header's render (about
 * 12 ms of its 25-35 ms task on a 2-core machine). The first observation of the document comes in a
 * task of its own, after the browser's own layout, and holds the document's box: its top is
 * minus the scroll position. Without IntersectionObserver, the position is read at once.
 */
function observeStartingPosition(found: (y: number) => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    found(window.scrollY);
    return () => {};
  }
  const observer = new IntersectionObserver(([entry]) => {
    observer.disconnect();
    if (entry) found(Math.max(0, -entry.boundingClientRect.top));
  });
  observer.observe(document.documentElement);
  return () => observer.disconnect();
}

export function useHeaderScroll(element: HTMLElement): void {
  const dispatch = useDispatch();
  useEffect(() => {
    let memory: ScrollMemory | undefined;
    let frame = 0;
    const publish = (state: ScrollMemory) => {
      element.setAttribute(SCROLL_ATTRIBUTE, state.state);
      dispatch(headerScrolled({ hidden: state.state === 'hidden', sticky: state.state === 'sticky', lastScrollY: state.lastY }));
      // The next frame shows the first state as it is; the one after may slide.
      if (!frame) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => element.setAttribute(SCROLL_SETTLED_ATTRIBUTE, ''))));
    };
    const scrolledTo = (y: number) => {
      const threshold = thresholdAtPx(y, element);
      const next = memory ? nextHeaderScroll(memory, y, threshold) : initialHeaderScroll(y, threshold);
      const changed = next.state !== memory?.state;
      memory = next;
      if (changed) publish(next);
    };
    // Until the position is known the header is where the page's top has it (the store starts so too).
    element.setAttribute(SCROLL_ATTRIBUTE, 'top');
    const stopObserving = observeStartingPosition((y) => {
      if (!memory) scrolledTo(y);
    });
    const onScroll = () => scrolledTo(window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      element.removeAttribute(SCROLL_SETTLED_ATTRIBUTE);
      stopObserving();
      window.removeEventListener('scroll', onScroll);
    };
  }, [element, dispatch]);
}
