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

/** Whether this is an editor's preview: what the registry script reads before any widget code. */
export const readPreview = (doc: Document = document): boolean => readConfigBlock(doc).raw.preview === true;

/**
 * The block's `site.staticUrl`, or '' when it has none or cannot be read: all the loader needs of
 * it, read in a few bytes (every page downloads the loader); the store reports a missing or
 * malformed block.
 */
export function readStaticUrl(doc: Document = document): string {
  try {
    const url: unknown = JSON.parse(doc.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? '').site.staticUrl;
    return typeof url === 'string' ? url : '';
  } catch {
    return '';
  }
}
