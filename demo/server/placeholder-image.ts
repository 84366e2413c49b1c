// Placeholder pictures drawn as SVG, so the demo needs no image files and no outside host.
import type { AspectRatio } from '../../src/api/media';
import { ratioHeight } from './seed/images';

const RATIOS: readonly AspectRatio[] = ['21-9', '16-9', '9-16', '4-3', '3-4', '1-1'];
const MIN_WIDTH_PX = 16;
const MAX_WIDTH_PX = 2400;
export const IMAGE_KEY = /^[a-z0-9-]{1,64}$/;

function hue(key: string): number {
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % 360;
}

function readWidth(value: string | null): number {
  const width = Number(value ?? 850);
  return Number.isInteger(width) ? Math.min(Math.max(width, MIN_WIDTH_PX), MAX_WIDTH_PX) : 850;
}

/** The SVG for `key`, sized by the `ar` and `w` query values (defaults 16-9 and 850). */
export function placeholderSvg(key: string, query: URLSearchParams): string {
  const ratio = RATIOS.find((each) => each === query.get('ar')) ?? '16-9';
  const width = readWidth(query.get('w'));
  const height = ratioHeight(ratio, width);
  const h = hue(key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${(100 * height) / width}" preserveAspectRatio="xMidYMid slice">
<rect width="100%" height="100%" fill="hsl(${h} 45% 78%)"/>
<circle cx="74" cy="${(22 * height) / width}" r="9" fill="hsl(${(h + 40) % 360} 70% 88%)"/>
<path d="M0 ${(70 * height) / width} Q30 ${(45 * height) / width} 55 ${(65 * height) / width} T100 ${(55 * height) / width} V${(100 * height) / width} H0Z" fill="hsl(${h} 35% 52%)"/>
<path d="M0 ${(85 * height) / width} Q40 ${(65 * height) / width} 100 ${(82 * height) / width} V${(100 * height) / width} H0Z" fill="hsl(${h} 40% 36%)"/>
</svg>`;
}
