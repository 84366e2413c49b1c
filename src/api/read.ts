// Small shape checks for API bodies of the discovery calls: every field is checked, never trusted.

export type UnknownRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is UnknownRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

export const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : fallback);

export const finite = (value: unknown, fallback = 0): number => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

export const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const texts = (value: unknown): string[] => list(value).filter((each): each is string => typeof each === 'string');

/** A link target that is safe to put in href/src: site-relative or http(s); anything else is dropped. */
export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/** `{date: 'YYYY-MM-DD HH:mm:ss'}` or null. */
export function apiDate(value: unknown): { date: string } | null {
  return isRecord(value) && typeof value.date === 'string' ? { date: value.date } : null;
}

export function namedLink(value: unknown): { name: string; url: string } | null {
  if (!isRecord(value)) return null;
  const name = text(value.name);
  return name ? { name, url: safeUrl(value.url ?? value.href) } : null;
}
