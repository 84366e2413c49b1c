// Responsive card images (spec: discovery, section 9): the widths 210 to 1600, the aspect ratios
// 21-9 to 1-1, jpg swapped to webp in lists, and which images may load lazily. Pure functions:
// the cards and the demo server both use them.
//
// The image address convention: the width and the crop are the query values `w` and `ar`; the
// format is the path's extension (`.jpg` or `.webp`). Other addresses (an `.svg`, a `.png`) keep
// their extension and only gain the size values.
import type { AspectRatio } from '../../src/api/media';
import { LAZY_LOAD_THRESHOLD_PX } from '../../src/constants';

export const IMAGE_WIDTHS_PX = [210, 410, 630, 850, 1200, 1600] as const;
export const IMAGE_ASPECT_RATIOS: readonly AspectRatio[] = ['21-9', '16-9', '9-16', '4-3', '3-4', '1-1'];

export type ImageFormat = 'webp' | 'jpg';

/** Height over width of a ratio: `16-9` gives 0.5625. */
export function ratioFactor(ratio: AspectRatio): number {
  const [width, height] = ratio.split('-').map(Number) as [number, number];
  return height / width;
}

const ORIGIN = 'http://np.invalid';
const JPG = /\.jpe?g$/i;

/** The address of an image at `width` px, cropped to `ratio`, in `format` when it is a jpg. */
export function imageAt(url: string, width: number, ratio?: AspectRatio, format: ImageFormat = 'jpg'): string {
  const absolute = /^https?:\/\//i.test(url);
  let parsed: URL;
  try {
    parsed = new URL(url, ORIGIN);
  } catch {
    return url;
  }
  if (format === 'webp' && JPG.test(parsed.pathname)) parsed.pathname = parsed.pathname.replace(JPG, '.webp');
  parsed.searchParams.set('w', String(width));
  if (ratio) parsed.searchParams.set('ar', ratio);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** `srcset` over every spec width up to `maxWidth` (the original's width: no upscaling). */
export function imageSrcSet(url: string, options: { ratio?: AspectRatio; format?: ImageFormat; maxWidth?: number } = {}): string {
  const widths = IMAGE_WIDTHS_PX.filter((width) => width <= (options.maxWidth ?? Infinity));
  const usable = widths.length ? widths : [IMAGE_WIDTHS_PX[0]];
  return usable.map((width) => `${imageAt(url, width, options.ratio, options.format)} ${width}w`).join(', ');
}

/** Slides per view from a viewport width (px) up: `{0: 1.25, 567: 2, 768: 3}`. */
export type PerViewSteps = Readonly<Record<number, number | 'auto'>>;

/**
 * The `sizes` of an image that fills one slide: the frame's share of the viewport (`frameVw`,
 * 100 for a full-width carousel) over the slides per view at each step, widest step first.
 * `auto` steps use `autoPx`, the slide's fixed width.
 */
export function slideSizes(steps: PerViewSteps, frameVw = 100, autoPx = 200): string {
  const entries = Object.entries(steps)
    .map(([from, perView]) => [Number(from), perView] as const)
    .sort((a, b) => b[0] - a[0]);
  const size = (perView: number | 'auto') => (perView === 'auto' ? `${autoPx}px` : `${Math.ceil((frameVw / perView) * 100) / 100}vw`);
  return entries.map(([from, perView]) => (from > 0 ? `(min-width: ${from}px) ${size(perView)}` : size(perView))).join(', ');
}

/**
 * `lazy` or `eager`: an image in the first view of a carousel whose top is less than the
 * threshold below the viewport's bottom edge loads at once (the first visible image is never lazy);
 * every other one is lazy.
 */
export function imageLoading(index: number, visibleSlides: number, frameTopPx: number, viewportHeightPx: number): 'lazy' | 'eager' {
  const inFirstView = index < Math.max(1, Math.ceil(visibleSlides));
  return inFirstView && frameTopPx < viewportHeightPx + LAZY_LOAD_THRESHOLD_PX ? 'eager' : 'lazy';
}
