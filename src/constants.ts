// The spec's numbers, each in one named place with its unit.
export const HTTP_TIMEOUT_MS = 10_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LAZY_LOAD_THRESHOLD_PX = 500;
export const CHUNK_RETRY_DELAYS_MS = [300, 1_000] as const;
export const MOBILE_BREAKPOINT_PX = 768;
export const SHARE_BAR_MOBILE_BREAKPOINT_PX = 568;
export const COPIED_MESSAGE_MS = 1_000;
export const HEADER_SCROLL_DELTA_PX = 5;
export const HEADER_BASE_OFFSET_PX = 132;
