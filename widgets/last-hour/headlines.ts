// The `items` attribute of <np-last-hour>: listing cards, of which the strip shows the title, the
// address and the time. A card without title or with an address that is neither http(s) nor
// site-relative is left out.
import type { ListingCard } from '../../src/api/content';
import { apiDate, isRecord, safeUrl, text } from '../../src/api/read';

export type Headline = Pick<ListingCard, 'id' | 'title' | 'url'> & { time: { text: string; iso: string } | null };

/** `HH:mm` of an API date (`YYYY-MM-DD HH:mm:ss`) and its machine-readable form, or null. */
function timeOf(value: unknown): Headline['time'] {
  const date = apiDate(value)?.date ?? '';
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(date);
  return match?.[1] && match[2] ? { text: match[2], iso: `${match[1]}T${match[2]}` } : null;
}

export function readHeadlines(value: unknown): Headline[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((card) => {
    const title = text(card.title).trim();
    const url = safeUrl(card.url);
    return title && url ? [{ id: text(card.id), title, url, time: timeOf(card.publishedDate) }] : [];
  });
}
