// The raw `np-config` block. The loader needs only its staticUrl, the registry script whether this
// is a preview; the store normalises the rest.

export const CONFIG_ELEMENT_ID = 'np-config';

export type ConfigProblem = 'missing' | 'malformed';

export function readConfigBlock(doc: Document = document): { raw: Record<string, unknown>; problem?: ConfigProblem } {
  const element = doc.getElementById(CONFIG_ELEMENT_ID);
  if (!element) return { raw: {}, problem: 'missing' };
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { raw: parsed as Record<string, unknown> };
  } catch {
    // reported below
  }
  return { raw: {}, problem: 'malformed' };
}

/** What the loader reads: where the chunks are, and whether this is an editor's preview. */
export function readLoaderSettings(doc: Document = document): { staticUrl: string; preview: boolean } {
  const { raw } = readConfigBlock(doc);
  const site = raw.site as { staticUrl?: unknown } | undefined;
  return { staticUrl: typeof site?.staticUrl === 'string' ? site.staticUrl : '', preview: raw.preview === true };
}

/**
 * The block's `site.staticUrl`, or '' when it has none or cannot be read: all the loader needs of
 * it, read in a few bytes (the loader's 4 KiB); the store reports a missing or malformed block.
 */
export function readStaticUrl(doc: Document = document): string {
  try {
    const url: unknown = JSON.parse(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '').site.staticUrl;
    return typeof url === 'string' ? url : '';
  } catch {
    return '';
  }
}
