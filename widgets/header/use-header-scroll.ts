// Follows the page's scroll: `data-np-scroll` on the element (top, hidden, sticky) for CSS and
// tests, and the store's `site.headerScroll` for other widgets. Written on the element directly:
// a scroll never re-renders the header.
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { headerScrolled } from '../../src/store/site-slice';
import { initialHeaderScroll, nextHeaderScroll, thresholdAtPx, type ScrollMemory } from './scroll-state';

export const SCROLL_ATTRIBUTE = 'data-np-scroll';

export function useHeaderScroll(element: HTMLElement): void {
  const dispatch = useDispatch();
  useEffect(() => {
    let memory: ScrollMemory = initialHeaderScroll(window.scrollY, thresholdAtPx(window.scrollY, element));
    const publish = () => {
      element.setAttribute(SCROLL_ATTRIBUTE, memory.state);
      dispatch(headerScrolled({ hidden: memory.state === 'hidden', sticky: memory.state === 'sticky', lastScrollY: memory.lastY }));
    };
    publish();
    const onScroll = () => {
      const next = nextHeaderScroll(memory, window.scrollY, thresholdAtPx(window.scrollY, element));
      const changed = next.state !== memory.state;
      memory = next;
      if (changed) publish();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [element, dispatch]);
}
