// The Ad position a CMS places in `position`, checked field by field. An invalid configuration
// only warns (spec): the slot still keeps its space.
import type { AdPosition, AdSize, AdSizeMapping } from '../../src/api/ad';
import { MOBILE_BREAKPOINT_PX } from '../../src/constants';

export type { AdPosition, AdSize };

export interface AdPositionReading {
  position: AdPosition;
  problems: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPair = (value: unknown): value is [number, number] =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && Number.isFinite(n) && n >= 0);
const isSize = (value: unknown): value is AdSize => value === 'fluid' || isPair(value);
const isMapping = (value: unknown): value is AdSizeMapping =>
  isRecord(value) && isPair(value.viewport) && Array.isArray(value.sizes) && value.sizes.every(isSize);
const isHeight = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

export function readAdPosition(raw: unknown): AdPositionReading {
  const problems: string[] = [];
  const source = isRecord(raw) ? raw : {};
  if (!isRecord(raw)) problems.push('position is not a JSON object');
  const text = (field: keyof AdPosition, required: boolean): string => {
    const value = source[field];
    if (typeof value === 'string' && value.trim()) return value;
    if (typeof value === 'number') return String(value);
    if (required || value !== undefined) problems.push(`${field} should be a non-empty string`);
    return '';
  };
  const height = (field: 'minimumReservedHeightDesktop' | 'minimumReservedHeightMobile'): number => {
    const value = source[field];
    if (isHeight(value)) return value;
    if (typeof value === 'string' && isHeight(Number(value)) && value.trim()) return Number(value);
    problems.push(`${field} should be a number of pixels`);
    return 0;
  };
  const rawSizes = Array.isArray(source.sizes) ? source.sizes : [];
  if (!Array.isArray(source.sizes) || rawSizes.length === 0) problems.push('sizes should be a list of [width, height] pairs');
  const sizes = rawSizes.filter(isSize);
  if (sizes.length !== rawSizes.length) problems.push('some sizes are not [width, height] pairs and were ignored');
  return {
    position: {
      id: text('id', true),
      slotType: text('slotType', false),
      adUnitCode: text('adUnitCode', true),
      sizes,
      mapping: Array.isArray(source.mapping) ? source.mapping.filter(isMapping) : [],
      code: text('code', false),
      name: text('name', false),
      minimumReservedHeightDesktop: height('minimumReservedHeightDesktop'),
      minimumReservedHeightMobile: height('minimumReservedHeightMobile'),
    },
    problems,
  };
}

export const isMobileWidth = (windowWidth: number): boolean => windowWidth < MOBILE_BREAKPOINT_PX;

export function reservedHeight(position: Pick<AdPosition, 'minimumReservedHeightDesktop' | 'minimumReservedHeightMobile'>, windowWidth: number): number {
  return isMobileWidth(windowWidth) ? position.minimumReservedHeightMobile : position.minimumReservedHeightDesktop;
}

export const formatSizes = (sizes: readonly AdSize[]): string =>
  sizes.map((size) => (size === 'fluid' ? 'fluid' : `${size[0]}×${size[1]}`)).join(', ');
