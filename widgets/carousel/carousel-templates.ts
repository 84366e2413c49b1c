// The carousel templates (spec: discovery, sections 2 and 9): slides per view from each viewport
// width up, the image crop, and whether the text sits over the image. The CSS that keeps each
// template's space before the code arrives (placeholder.css) uses the same numbers.
import type { AspectRatio } from '../../src/api/media';
import type { PerViewSteps } from '../discovery-shared/image-sources';

export const CARD_TEMPLATES = ['slider', 'mini', 'vertical', 'carousel', 'four-columns'] as const;
export const GALLERY_TEMPLATES = ['gallery-full-width', 'gallery-thumbnails', 'gallery-grid', 'gallery-vertical-mobile'] as const;
export const CAROUSEL_TEMPLATES = [...CARD_TEMPLATES, ...GALLERY_TEMPLATES] as const;
export type CarouselTemplate = (typeof CAROUSEL_TEMPLATES)[number];

export interface TemplateLayout {
  /** Slides per view from a viewport width (px) up; 0 is the smallest screen. */
  perView: PerViewSteps;
  /** Space between slides, px. */
  gapPx: number;
  ratio: AspectRatio;
  /** The crop below 567 px, when it differs. */
  mobileRatio?: AspectRatio;
  /** Title over the image (with the overlay style) instead of under it. */
  textOver: boolean;
  /** Rows of slides (a grid of photos). */
  rows?: number;
  /** Fixed slide width (px) where the slides per view are `auto`. */
  autoWidthPx?: number;
}

/** Spec: "slider 1; mini 10 (auto from 1100); vertical 5.5 (2.25 below 567); carousel 3 (2 below 768, 1.25 below 567); a four-column swiper gives 4, 2 below 1084, 1 below 567". */
export const TEMPLATE_LAYOUTS: Readonly<Record<CarouselTemplate, TemplateLayout>> = {
  slider: { perView: { 0: 1 }, gapPx: 0, ratio: '16-9', textOver: true },
  mini: { perView: { 0: 10, 1100: 'auto' }, gapPx: 8, ratio: '1-1', textOver: false, autoWidthPx: 220 },
  vertical: { perView: { 0: 2.25, 567: 5.5 }, gapPx: 12, ratio: '9-16', textOver: true },
  carousel: { perView: { 0: 1.25, 567: 2, 768: 3 }, gapPx: 16, ratio: '16-9', textOver: false },
  'four-columns': { perView: { 0: 1, 567: 2, 1084: 4 }, gapPx: 16, ratio: '4-3', textOver: false },
  'gallery-full-width': { perView: { 0: 1 }, gapPx: 0, ratio: '16-9', textOver: false },
  'gallery-thumbnails': { perView: { 0: 1 }, gapPx: 0, ratio: '16-9', textOver: false },
  'gallery-grid': { perView: { 0: 2, 768: 3 }, gapPx: 8, ratio: '4-3', textOver: false, rows: 2 },
  'gallery-vertical-mobile': { perView: { 0: 1 }, gapPx: 0, ratio: '16-9', mobileRatio: '3-4', textOver: false },
};

/** The thumbnail strip of `gallery-thumbnails`: 6 per view, 4 below 567 px. */
export const THUMBNAILS_PER_VIEW: PerViewSteps = { 0: 4, 567: 6 };
export const THUMBNAILS_GAP_PX = 8;

export const isGallery = (template: CarouselTemplate): boolean => template.startsWith('gallery-');

/** The slides per view at a viewport width. */
export function perViewAt(steps: PerViewSteps, viewportWidthPx: number): number | 'auto' {
  const from = Object.keys(steps)
    .map(Number)
    .filter((step) => step <= viewportWidthPx)
    .sort((a, b) => b - a)[0];
  return steps[from ?? 0] ?? 1;
}

/** Swiper's `slidesPerView` (smallest screen) and `breakpoints` (by window width) for a set of steps. */
export function swiperSteps(steps: PerViewSteps): { slidesPerView: number | 'auto'; breakpoints: Record<number, { slidesPerView: number | 'auto' }> } {
  const breakpoints: Record<number, { slidesPerView: number | 'auto' }> = {};
  for (const [from, perView] of Object.entries(steps)) if (Number(from) > 0) breakpoints[Number(from)] = { slidesPerView: perView };
  return { slidesPerView: steps[0] ?? 1, breakpoints };
}
