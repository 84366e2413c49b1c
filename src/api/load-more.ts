// GET {nextPage}: the next page of a listing (spec: discovery, sections 3 and 7).
import { apiRequest } from './request';
import { isRecord, text } from './read';

export interface LoadMorePage {
  /** The listing items as HTML (untrusted: insert through sanitizeToFragment). */
  html: string;
  /** The page after this one, or null at the end. */
  nextPage: string | null;
}

/** Only same-origin http(s) pages are followed: a listing never sends the reader's cookies elsewhere. */
export function sameOriginPage(value: unknown, base: string = window.location.href): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    const origin = new URL(base).origin;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin ? url.href : null;
  } catch {
    return null;
  }
}

export function readLoadMorePage(body: unknown): LoadMorePage {
  const record = isRecord(body) ? body : {};
  return { html: text(record.html), nextPage: sameOriginPage(record.nextPage) };
}

export async function loadNextPage(url: string): Promise<LoadMorePage> {
  return readLoadMorePage(await apiRequest({ method: 'GET', url }));
}
