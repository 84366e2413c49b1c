// The alerts of the `alerts` attribute, checked field by field, and the ids already shown in this
// browser session (session storage).
import type { Alert } from '../../src/api/alert';
import { asRecord, asString, asWebUrl, isRecord } from '../../src/api/shape';

export const SHOWN_ALERTS_KEY = 'np:alerts-shown';

export function readAlerts(value: unknown): Alert[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    const id = asString(item.id);
    const title = asString(item.title);
    if (!id || !title) return [];
    const image = asRecord(item.image);
    const link = asRecord(item.link);
    return [{
      id,
      title,
      text: asString(item.text),
      image: { url: asWebUrl(image.url), alt: asString(image.alt) },
      link: { href: asWebUrl(link.href), rel: asString(link.rel), target: asString(link.target), title: asString(link.title) },
    }];
  });
}

export function shownAlertIds(): string[] {
  try {
    const ids: unknown = JSON.parse(window.sessionStorage.getItem(SHOWN_ALERTS_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberShown(ids: readonly string[]): void {
  try {
    window.sessionStorage.setItem(SHOWN_ALERTS_KEY, JSON.stringify([...new Set([...shownAlertIds(), ...ids])]));
  } catch {
    // Without session storage an alert may show again on the next page.
  }
}

/** The page's element for a selector the template gave (none for a selector that is not valid CSS). */
function containerOf(selector: string): Element | null {
  try {
    return document.querySelector(selector);
  } catch {
    return null;
  }
}

/** 20 px plus the heights of the ad container and the top container (when the page has them), measured now. */
export function alertOffsetPx(base: number, selectors: readonly string[]): number {
  return selectors.reduce((sum, selector) => sum + (containerOf(selector)?.getBoundingClientRect().height ?? 0), base);
}

/**
 * Calls `found` with the same offset, taken from the first IntersectionObserver observation of the
 * containers rather than measured as the banner renders: a measure there forced a layout of the
 * page inside the banner's render (about 11 ms of each front-page load at 1x on a 2-core machine).
 * The observation comes in a task of its own, after the browser's own layout. Returns a stop.
 */
export function observeAlertOffsetPx(base: number, selectors: readonly string[], found: (offsetPx: number) => void): () => void {
  const containers = [...new Set(selectors.map(containerOf).filter((container): container is Element => container !== null))];
  if (containers.length === 0 || typeof IntersectionObserver !== 'function') {
    found(alertOffsetPx(base, selectors));
    return () => {};
  }
  const heights = new Map<Element, number>();
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) heights.set(entry.target, entry.boundingClientRect.height);
    if (heights.size < containers.length) return;
    observer.disconnect();
    found([...heights.values()].reduce((sum, height) => sum + height, base));
  });
  containers.forEach((container) => observer.observe(container));
  return () => observer.disconnect();
}
