// Runs in the loader, before the ad slot's code arrives: keeps the slot's height from the start.
// Kept tiny on purpose (the loader's budget is 4 KiB gzipped).
import { MOBILE_BREAKPOINT_PX } from '../../src/constants';

export function reserveAdSlotSpace(element: HTMLElement): void {
  try {
    const position = JSON.parse(element.getAttribute('position') ?? '{}') as Record<string, unknown>;
    const height = Number(window.innerWidth < MOBILE_BREAKPOINT_PX ? position.minimumReservedHeightMobile : position.minimumReservedHeightDesktop);
    if (height > 0) element.style.minHeight = `${height}px`;
  } catch {
    // The widget itself warns about a malformed position.
  }
}
