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

/** A part's colour: its hue turned from the picture's own, its saturation and lightness in %. */
interface Colour {
  turn: number;
  saturation: number;
  lightness: number;
}
type Point = readonly [number, number];
/** A quadratic curve: start, control, end. */
type Curve = readonly [Point, Point, Point];

// The drawing, in view units: 100 wide, and y as if the picture were square (scaled by its height / width).
const SKY: Colour = { turn: 0, saturation: 45, lightness: 78 };
const SUN = { x: 74, y: 22, radius: 9, colour: { turn: 40, saturation: 70, lightness: 88 } };
const HILLS = { colour: { turn: 0, saturation: 35, lightness: 52 }, edge: [[[0, 70], [30, 45], [55, 65]], [[55, 65], [80, 85], [100, 55]]] as readonly Curve[] };
const FIELD = { colour: { turn: 0, saturation: 40, lightness: 36 }, edge: [[[0, 85], [40, 65], [100, 82]]] as readonly Curve[] };

interface Picture {
  width: number;
  height: number;
  /** Height / width: view units to the picture's shape. */
  k: number;
  hue: number;
}

/** The picture for `key`, sized by the `ar` and `w` query values (defaults 16-9 and 850). */
function pictureOf(key: string, query: URLSearchParams): Picture & { ratio: AspectRatio } {
  const ratio = RATIOS.find((each) => each === query.get('ar')) ?? '16-9';
  const width = readWidth(query.get('w'));
  const height = ratioHeight(ratio, width);
  return { ratio, width, height, k: height / width, hue: hue(key) };
}

const hslText = (hue: number, { turn, saturation, lightness }: Colour) => `hsl(${(hue + turn) % 360} ${saturation}% ${lightness}%)`;

function svgArea({ k }: Picture, edge: readonly Curve[]): string {
  const [[startX, startY]] = edge[0]!;
  const curves = edge.map(([, [cx, cy], [x, y]]) => `Q${cx} ${cy * k} ${x} ${y * k}`).join(' ');
  return `M${startX} ${startY * k} ${curves} V${100 * k} H0Z`;
}

/** The picture for `key` as SVG. */
export function placeholderSvg(key: string, query: URLSearchParams): string {
  const picture = pictureOf(key, query);
  const { width, height, k, hue: h } = picture;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 100 ${100 * k}" preserveAspectRatio="xMidYMid slice">
<rect width="100%" height="100%" fill="${hslText(h, SKY)}"/>
<circle cx="${SUN.x}" cy="${SUN.y * k}" r="${SUN.radius}" fill="${hslText(h, SUN.colour)}"/>
<path d="${svgArea(picture, HILLS.edge)}" fill="${hslText(h, HILLS.colour)}"/>
<path d="${svgArea(picture, FIELD.edge)}" fill="${hslText(h, FIELD.colour)}"/>
</svg>`;
}

type Rgb = readonly [number, number, number];

/** A part's colour in sRGB bytes, as CSS turns `hsl()` into them. */
function rgbOf(hue: number, { turn, saturation, lightness }: Colour): Rgb {
  const [h, s, l] = [(hue + turn) % 360, saturation / 100, lightness / 100];
  const chroma = (1 - Math.abs(2 * l - 1)) * s;
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - (chroma / 2) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

/** For each pixel column, where an area's edge is (in view units): the area fills what lies below it. */
function edgeTops({ width, k }: Picture, edge: readonly Curve[]): Float64Array {
  const tops = new Float64Array(width).fill(Infinity);
  const steps = width * 4;
  for (const [[x0, y0], [x1, y1], [x2, y2]] of edge) {
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      const x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * x1 + t * t * x2;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * y1 + t * t * y2;
      const column = Math.min(width - 1, Math.floor((x * width) / 100));
      if (column >= 0) tops[column] = y * k;
    }
  }
  return tops;
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
  const picture = pictureOf(key, query);
  const { width, height, k, hue: h } = picture;
  const cacheKey = `${key} ${picture.ratio} ${width}`;
  const cached = rasterCache.get(cacheKey);
  if (cached) return cached;
  const scale = width / 100;
  const [sky, sun, hill, field] = [rgbOf(h, SKY), rgbOf(h, SUN.colour), rgbOf(h, HILLS.colour), rgbOf(h, FIELD.colour)];
  const hillTops = edgeTops(picture, HILLS.edge);
  const fieldTops = edgeTops(picture, FIELD.edge);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y += 1) {
    rows[offset++] = 0;
    const v = (y + 0.5) / scale;
    for (let x = 0; x < width; x += 1) {
      const u = (x + 0.5) / scale;
      const colour = v >= fieldTops[x]! ? field : v >= hillTops[x]! ? hill : (u - SUN.x) ** 2 + (v - SUN.y * k) ** 2 <= SUN.radius ** 2 ? sun : sky;
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
