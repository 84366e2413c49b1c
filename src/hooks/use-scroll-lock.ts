// Page scroll lock for open menus and panels (spec: an open header menu and the streaming panel
// lock scrolling). Locks are counted, so two widgets can hold one at the same time.
import { useEffect } from 'react';

let holders = 0;
let previousOverflow = '';

/** Locks the page's scrolling until the returned function is called (once). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (holders === 0) {
    previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) root.style.overflow = previousOverflow;
  };
}

/** Locks page scrolling while `active` is true (and releases it when the component goes). */
export function useScrollLock(active: boolean): void {
  useEffect(() => (active ? lockPageScroll() : undefined), [active]);
}
