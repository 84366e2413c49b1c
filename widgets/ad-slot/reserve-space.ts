// Runs in the loader, before the ad slot's code arrives: keeps the slot's height from the start.
// Kept tiny on purpose: every page downloads the loader.
import { MOBILE_BREAKPOINT_PX } from '../../src/constants';

export function reserveAdSlotSpace(element: HTMLElement): void {
  try {
    const position = JSON.parse(element.getAttribute('position') ?? '{}') as Record<string, unknown>;
    // A media query, not window.innerWidth: reading that forces style and layout, once per slot
    // after the previous slot's height changed them (26 ms of the loader's first task at 4x CPU).
    // min-width, not the range syntax (width < …), which Safari before 16.4 does not read.
    const mobile = !matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`).matches;
    const height = Number(mobile ? position.minimumReservedHeightMobile : position.minimumReservedHeightDesktop);
    if (height > 0) element.style.minHeight = `${height}px`;
  } catch {
    // The widget itself warns about a malformed position.
  }
}
