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

/** 20 px plus the heights of the ad container and the top container (when the page has them). */
export function alertOffsetPx(base: number, selectors: readonly string[]): number {
  return selectors.reduce((sum, selector) => {
    try {
      return sum + (document.querySelector(selector)?.getBoundingClientRect().height ?? 0);
    } catch {
      return sum;
    }
  }, base);
}
