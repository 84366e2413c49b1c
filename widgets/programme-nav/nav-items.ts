// The nav's items from its `items` attribute: {name, url} (or {title, href}); others are dropped.
import { isRecord, safeUrl, text } from '../../src/api/read';

export interface NavItem {
  name: string;
  url: string;
}

export function navItems(value: unknown): NavItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    if (!isRecord(item)) return [];
    const name = text(item.name ?? item.title).trim();
    const url = safeUrl(item.url ?? item.href);
    return name && url ? [{ name, url }] : [];
  });
}
