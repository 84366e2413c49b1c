// Puts a next page's items into the listing: sanitized nodes (no HTML string sink), and items
// whose content id is already in the listing are left out (spec: discovery, section 4).
import { sanitizeToFragment } from '../../src/html/sanitize';

const ID = 'data-content-id';
/** Marks the items it added, for a site's own rules (README); np styles them no differently. */
export const ADDED_ITEM = 'np-load-more__item';

/** The content id of a listing item: its own `data-content-id`, or the first one inside it. */
export function contentIdOf(item: Element): string | null {
  return item.getAttribute(ID) ?? item.querySelector(`[${ID}]`)?.getAttribute(ID) ?? null;
}

/** A next page's items, sanitized: nodes for appendItems (no HTML string sink). */
export function sanitizedItems(html: string): Element[] {
  return [...sanitizeToFragment(html).children];
}

/** Appends the `items` not yet in `listing`; returns how many were added and how many were duplicates. */
export function appendItems(listing: Element, items: readonly Element[]): { added: number; duplicates: number } {
  const present = new Set([...listing.querySelectorAll(`[${ID}]`)].map((element) => element.getAttribute(ID)));
  let added = 0;
  let duplicates = 0;
  for (const item of items) {
    const id = contentIdOf(item);
    if (id !== null && present.has(id)) {
      duplicates += 1;
      continue;
    }
    if (id !== null) present.add(id);
    item.classList.add(ADDED_ITEM);
    listing.append(item);
    added += 1;
  }
  return { added, duplicates };
}
