// The player's box and the duration shown on its poster.

export const DEFAULT_ASPECT_RATIO = '16 / 9';

/** `16-9` (the Video entity's form), `16/9`, `16:9` or a number to a CSS aspect-ratio; 16 / 9 when missing or malformed. */
export function cssAspectRatio(value: string | undefined): string {
  const pair = /^\s*(\d+(?:\.\d+)?)\s*[-/:x]\s*(\d+(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (pair && Number(pair[1]) > 0 && Number(pair[2]) > 0) return `${Number(pair[1])} / ${Number(pair[2])}`;
  const single = Number(value);
  if (value && Number.isFinite(single) && single > 0) return String(single);
  return DEFAULT_ASPECT_RATIO;
}

/** Seconds as `m:ss` or `h:mm:ss`; undefined when not a positive number. */
export function formatDuration(seconds: number | undefined): string | undefined {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) return undefined;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
