// Streaming item (spec: accounts and session, section 3). Types only.

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
