// Placeholder pictures drawn by the demo (SVG, or the same drawing as a PNG), so it needs no image files and no outside host.
import { deflateSync } from 'node:zlib';
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

type Rgb = readonly [number, number, number];

/** CSS `hsl(h s% l%)` in sRGB bytes. */
function hslToRgb(h: number, s: number, l: number): Rgb {
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** For each pixel column, the height (in view units) of a quadratic curve from p0 to p2 with control p1. */
function curveTops(width: number, scale: number, [x0, y0]: readonly [number, number], [x1, y1]: readonly [number, number], [x2, y2]: readonly [number, number], tops: Float64Array): void {
  const steps = width * 4;
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * x1 + t * t * x2;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y2;
    const column = Math.min(width - 1, Math.floor(x * scale));
    if (column >= 0) tops[column] = y;
  }
}

// zlib.crc32 needs Node 20.15; CI promises only Node 20.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const rasterCache = new Map<string, Buffer>();
const RASTER_CACHE_ENTRIES = 400;

/**
 * The same picture as placeholderSvg, as a PNG: a raster the browser decodes off the main thread,
 * as it does a real site's JPEG or WebP (an SVG is built as a document on the main thread).
 */
export function placeholderPng(key: string, query: URLSearchParams): Buffer {
  const ratio = RATIOS.find((each) => each === query.get('ar')) ?? '16-9';
  const width = readWidth(query.get('w'));
  const cacheKey = `${key} ${ratio} ${width}`;
  const cached = rasterCache.get(cacheKey);
  if (cached) return cached;
  const height = ratioHeight(ratio, width);
  const k = height / width;
  const scale = width / 100;
  const h = hue(key);
  const [sky, sun, hill, field] = [hslToRgb(h, 0.45, 0.78), hslToRgb((h + 40) % 360, 0.7, 0.88), hslToRgb(h, 0.35, 0.52), hslToRgb(h, 0.4, 0.36)];
  const hillTops = new Float64Array(width).fill(Infinity);
  curveTops(width, scale, [0, 70 * k], [30, 45 * k], [55, 65 * k], hillTops);
  curveTops(width, scale, [55, 65 * k], [80, 85 * k], [100, 55 * k], hillTops);
  const fieldTops = new Float64Array(width).fill(Infinity);
  curveTops(width, scale, [0, 85 * k], [40, 65 * k], [100, 82 * k], fieldTops);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    rows[offset++] = 0;
    const v = (y + 0.5) / scale;
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) / scale;
      const colour = v >= fieldTops[x]! ? field : v >= hillTops[x]! ? hill : (u - 74) ** 2 + (v - 22 * k) ** 2 <= 81 ? sun : sky;
      rows[offset++] = colour[0];
      rows[offset++] = colour[1];
      rows[offset++] = colour[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
  if (rasterCache.size >= RASTER_CACHE_ENTRIES) rasterCache.delete(rasterCache.keys().next().value!);
  rasterCache.set(cacheKey, png);
  return png;
}
