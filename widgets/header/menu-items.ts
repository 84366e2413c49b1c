// The `menu` attribute: a list of `{text, href}`, checked item by item. An item without text, or
// whose address is neither http(s) nor site-relative (javascript:, data:…), is left out.
import { isRecord, safeUrl, text } from '../../src/api/read';

export interface MenuItem {
  text: string;
  href: string;
}

export function readMenu(value: unknown): MenuItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    const label = text(item.text).trim();
    const href = safeUrl(item.href);
    return label && href ? [{ text: label, href }] : [];
  });
}

/** The item of the page the reader is on: the front page only at `/`, a section on its paths. */
export function isCurrentItem(href: string, pathname: string): boolean {
  if (!href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0] ?? href;
  return path === '/' ? pathname === '/' : pathname.startsWith(path);
}
