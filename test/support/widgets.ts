// Places a widget element in the jsdom page, as a CMS template would.
import { act } from '@testing-library/react';

export function placeWidget(tag: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  act(() => {
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return element;
}

/** Sets the address of the jsdom page (path and query) without navigating. */
export function setAddress(pathAndQuery: string): void {
  window.history.replaceState(null, '', pathAndQuery);
}
