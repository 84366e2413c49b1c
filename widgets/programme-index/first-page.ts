// The index's first page as the CMS may render it inside the element (see the README): painted with
// the page, before any script, so the largest image of /programas/ does not wait for the widget.
// The widget starts from it instead of a first call; its first render moves these nodes into its list.
import { SERVER_CONTENT_SELECTOR } from '../../src/elements/registry';

export interface ServerFirstPage {
  /** One element per programme, as the shows search's HTML has them. */
  programmes: Element[];
  /** The next page's cursor; empty when there is none. */
  cursorMark: string;
}

/** The first page right inside `element`, if the server put one there. */
export function serverFirstPage(element: HTMLElement): ServerFirstPage | null {
  const container = element.querySelector<HTMLElement>(SERVER_CONTENT_SELECTOR);
  if (!container) return null;
  return { programmes: [...container.children], cursorMark: container.getAttribute('data-cursor-mark') ?? '' };
}
