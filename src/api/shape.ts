// Shape checks for API answers: the body is never trusted. Readers return typed values with safe
// defaults, or throw `malformedAnswer` (client.ts) when the essential part is missing. No request
// code here: the paywall reads its data with these before (or without) the request client.

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const asRecord = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** A string, or a number written as one (ids); anything else gives `fallback`. */
export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

export const asStringOrNull = (value: unknown): string | null => {
  const text = asString(value);
  return text === '' ? null : text;
};

export const asBoolean = (value: unknown): boolean => value === true;

/** A list of ids: strings or finite numbers, each once. */
export function asIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map((item) => asString(item)).filter((id) => id !== '');
  return [...new Set(ids)];
}

/** A same-site or http(s) address; anything else (javascript:, data:…) becomes `fallback`. */
export function asWebUrl(value: unknown, fallback = ''): string {
  const text = asString(value);
  if (text === '') return fallback;
  try {
    const url = new URL(text, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : fallback;
  } catch {
    return fallback;
  }
}
