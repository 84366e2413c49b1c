// Live streams (spec: accounts and session, sections 3 and 7): GET /api/front/streaming/list, or
// /api/front/streaming/list/{excludeId} to leave one stream out; the list is in `streamingList`.
// Read with fetch (fetch-read.ts): the header polls it on every page, and axios stays off them.
import { readWithFetch } from './fetch-read';
import { isRecord, list, safeUrl, text } from './read';

export interface StreamingItem {
  id: string;
  kicker: string;
  title: string;
  video: { href: string } | null;
  audio: { href: string } | null;
  image: { image: { src: string; alt: string } };
}

/** `GET /api/front/streaming/list[/{excludeId}]`, inside `response`. */
export interface StreamingListResponse {
  streamingList: StreamingItem[];
}

export const streamingListPath = (excludeId?: string): string =>
  excludeId ? `/api/front/streaming/list/${encodeURIComponent(excludeId)}` : '/api/front/streaming/list';

const mediaLink = (value: unknown): { href: string } | null => {
  const href = isRecord(value) ? safeUrl(value.href) : '';
  return href ? { href } : null;
};

/** Every item checked field by field: an item without id or title is left out, unsafe links dropped. */
export function readStreamingList(body: unknown): StreamingItem[] {
  const items = list(isRecord(body) ? body.streamingList : undefined);
  return items.filter(isRecord).flatMap((item) => {
    const id = text(item.id);
    const title = text(item.title).trim();
    if (!id || !title) return [];
    const image = isRecord(item.image) && isRecord(item.image.image) ? item.image.image : {};
    return [{ id, kicker: text(item.kicker), title, video: mediaLink(item.video), audio: mediaLink(item.audio), image: { image: { src: safeUrl(image.src), alt: text(image.alt) } } }];
  });
}

export async function fetchStreamingList(excludeId?: string): Promise<StreamingItem[]> {
  return readStreamingList(await readWithFetch(streamingListPath(excludeId)));
}
