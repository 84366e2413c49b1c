// Placeholder images, served by the demo itself at /__demo/img/ (no outside hosts). Their
// addresses follow the library's convention (widgets/discovery-shared/image-sources.ts): `.jpg`
// swapped to `.webp` for the format, `w` and `ar` for the width and the crop.
import type { CardImage } from '../../../src/api/content';
import type { AspectRatio, ImageAsset } from '../../../src/api/media';
import { IMAGE_WIDTHS_PX } from '../../../widgets/discovery-shared/image-sources';

export { IMAGE_WIDTHS_PX };

const RATIOS: Record<AspectRatio, [number, number]> = {
  '21-9': [21, 9],
  '16-9': [16, 9],
  '9-16': [9, 16],
  '4-3': [4, 3],
  '3-4': [3, 4],
  '1-1': [1, 1],
};

export function imageUrl(key: string, ratio: AspectRatio, width: number): string {
  return `/__demo/img/${encodeURIComponent(key)}.jpg?ar=${ratio}&w=${width}`;
}

export function ratioHeight(ratio: AspectRatio, width: number): number {
  const [w, h] = RATIOS[ratio];
  return Math.round((width * h) / w);
}

export function cardImage(key: string, ratio: AspectRatio = '16-9', width = 1200): CardImage {
  return { url: imageUrl(key, ratio, width), width, height: ratioHeight(ratio, width) };
}

export function imageAsset(key: string, alt: string, ratio: AspectRatio = '16-9'): ImageAsset {
  const [widthRatio, heightRatio] = RATIOS[ratio];
  const srcset = IMAGE_WIDTHS_PX.map((width) => `${imageUrl(key, ratio, width)} ${width}w`).join(', ');
  const custom: Partial<Record<AspectRatio, string>> = {};
  for (const other of Object.keys(RATIOS) as AspectRatio[]) custom[other] = imageUrl(key, other, 850);
  return {
    src: imageUrl(key, ratio, 850),
    sources: [{ srcset, type: 'image/png' }],
    customSrcByAspectRatio: custom,
    widthRatio,
    heightRatio,
    alt,
  };
}
