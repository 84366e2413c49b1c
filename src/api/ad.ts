// Ad position (spec: both documents, section 3). Types only.

/** `[width, height]` in pixels, or a fluid native slot. */
export type AdSize = [number, number] | 'fluid';

/** Sizes to request from a minimum viewport `[width, height]` upwards. */
export interface AdSizeMapping {
  viewport: [number, number];
  sizes: AdSize[];
}

export interface AdPosition {
  id: string;
  /** For example `banner`, `box`, `native`, `out-of-page`. */
  slotType: string;
  adUnitCode: string;
  sizes: AdSize[];
  mapping: AdSizeMapping[];
  code: string;
  name: string;
  /** Pixels. */
  minimumReservedHeightDesktop: number;
  /** Pixels. */
  minimumReservedHeightMobile: number;
}
