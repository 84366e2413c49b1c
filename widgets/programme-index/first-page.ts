// The index's first page as the CMS may render it inside the element (see the README): painted with
// the page, before any script, so the largest image of /programas/ does not wait for the widget.
// The widget starts from it instead of a first call; its first render replaces it.
import type { ShowsPage } from '../../src/api/shows';

/** The first page inside `element`: the shows search's HTML, and the next page's cursor. */
export function serverFirstPage(element: HTMLElement): ShowsPage | null {
  const container = element.querySelector<HTMLElement>(':scope > [data-np-first-page]');
  if (!container) return null;
  return { html: container.innerHTML, cursorMark: container.getAttribute('data-cursor-mark') ?? '' };
}
