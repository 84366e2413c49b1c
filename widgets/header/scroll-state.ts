// The header's scroll state (spec: it hides on scroll down and becomes sticky on scroll up, past a
// threshold of 132 px plus the banner and topic-navigation heights, with a minimum delta of 5 px).
import { HEADER_BASE_OFFSET_PX, HEADER_SCROLL_DELTA_PX } from '../../src/constants';

export type HeaderScroll = 'top' | 'hidden' | 'sticky';

export interface ScrollMemory {
  state: HeaderScroll;
  /** The scroll position of the last change (moves smaller than the delta are ignored). */
  lastY: number;
}

/** `top` up to the threshold; past it, down hides and up sticks, once the move reaches the delta. */
export function nextHeaderScroll(previous: ScrollMemory, y: number, thresholdPx: number): ScrollMemory {
  if (y <= thresholdPx) return { state: 'top', lastY: y };
  const moved = y - previous.lastY;
  if (Math.abs(moved) < HEADER_SCROLL_DELTA_PX) return previous;
  return { state: moved > 0 ? 'hidden' : 'sticky', lastY: y };
}

/** Where a page starts: `top` within the threshold, else hidden until the reader scrolls up. */
export const initialHeaderScroll = (y: number, thresholdPx: number): ScrollMemory => ({ state: y <= thresholdPx ? 'top' : 'hidden', lastY: y });

/**
 * 132 px plus the heights of the paywall version banner(s) on the page and of the topic navigation
 * (`np-hot-topics`) inside the header, measured when asked (they can appear or close later).
 */
export function headerThresholdPx(header: Element): number {
  const height = (elements: Iterable<Element>) => [...elements].reduce((sum, element) => sum + element.getBoundingClientRect().height, 0);
  return HEADER_BASE_OFFSET_PX + height(document.querySelectorAll('np-paywall-version-banner')) + height(header.querySelectorAll('np-hot-topics'));
}

/**
 * The threshold that decides the state at `y`. Up to the base offset the header is at the top
 * whatever the heights, so they are not measured: a measure forces a layout, and on the header's
 * first render at a phone's CPU that was some 25 ms of a 50 ms task.
 */
export const thresholdAtPx = (y: number, header: Element): number => (y <= HEADER_BASE_OFFSET_PX ? HEADER_BASE_OFFSET_PX : headerThresholdPx(header));
