// Follows the page's scroll: `data-np-scroll` on the element (top, hidden, sticky) for CSS and
// tests, and the store's `site.headerScroll` for other widgets. Written on the element directly:
// a scroll never re-renders the header.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { HEADER_BASE_OFFSET_PX } from '../../src/constants';
import { headerScrolled } from '../../src/store/site-slice';
import { initialHeaderScroll, nextHeaderScroll, thresholdAtPx, type ScrollMemory } from './scroll-state';

export const SCROLL_ATTRIBUTE = 'data-np-scroll';

export function useHeaderScroll(element: HTMLElement): void {
  const dispatch = useDispatch();
  useEffect(() => {
    // The header starts at the top and reads where the page stands in the next animation frame:
    // reading scrollY here, in the header's first render, forced the page's layout there (about
    // 10 ms at 1x on the article); in the frame, that layout is the frame's own.
    let memory: ScrollMemory = initialHeaderScroll(0, HEADER_BASE_OFFSET_PX);
    const publish = () => {
      element.setAttribute(SCROLL_ATTRIBUTE, memory.state);
      dispatch(headerScrolled({ hidden: memory.state === 'hidden', sticky: memory.state === 'sticky', lastScrollY: memory.lastY }));
    };
    publish();
    const frame = requestAnimationFrame(() => {
      const start = initialHeaderScroll(window.scrollY, thresholdAtPx(window.scrollY, element));
      const changed = start.state !== memory.state;
      memory = start;
      if (changed) publish();
    });
    const onScroll = () => {
      const next = nextHeaderScroll(memory, window.scrollY, thresholdAtPx(window.scrollY, element));
      const changed = next.state !== memory.state;
      memory = next;
      if (changed) publish();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [element, dispatch]);
}
