// Which widget, if any, rendered an element: the loader and the render queue both ask. Its own
// module, so that it goes into each bundle that asks (the loader, np-core) and not into the registry.

/** Whether an element is one of ours: its tag names a widget, whatever the build. */
export const isWidgetElement = (element: Element): boolean => element.localName.startsWith('np-');

/**
 * The definition of the nearest widget element around `element`, when that widget is defined: it
 * rendered `element` (the header's search, the side bar's share bar).
 */
export function definedHostOf(element: Element): CustomElementConstructor | undefined {
  for (let host = element.parentElement; host; host = host.parentElement) {
    if (isWidgetElement(host)) return customElements.get(host.localName);
  }
  return undefined;
}
