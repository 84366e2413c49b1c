// The script the engine suite puts in every demo page, inline, right before the loader (see
// proxy.ts). Firefox and WebKit have no `layout-shift` entries and WebDriver classic has no page
// error events, so the page records both itself:
//  - uncaught errors, unhandled rejections and `np:error` details;
//  - from the first animation frame on (these callbacks run before each frame is painted), for every
//    `np-*` element, in page coordinates: its box in the first frame that shows it, and its box in
//    the first frame that shows it as the loader's placeholder (the loader has found it, so its
//    `:not(:defined)` rule applies, and its code has not run yet), and its box in the first frame
//    that shows it ready.
// The suite reads `window.npProbe` once the widgets are ready (see stability.ts).

export interface ProbeOffset {
  x: number;
  y: number;
}

export interface ProbeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}


function probe(): void {
  interface Seen {
    element: Element;
    frame: number;
    first: ProbeBox;
    placeholderFrame?: number;
    placeholder?: ProbeBox;
    ready?: ProbeBox;
    /** Where its first item (a result or programme the server rendered in it) sat in the first frame, and once ready. */
    firstItem?: ProbeOffset | null;
    readyItem?: ProbeOffset | null;
    /** For a diagnosis when the ready frame shows no item: what the widget held then. */
    readyContent?: string;
  }
  const errors: string[] = [];
  // Widgets log a failed call with console.warn (and show the spec's message): kept for a diagnosis.
  const warnings: string[] = [];
  const warn = console.warn.bind(console);
  console.warn = (...args: unknown[]) => {
    warnings.push(args.map((each) => (each instanceof Error ? `${each.name}: ${each.message}` : String(each))).join(' '));
    warn(...args);
  };
  const seen: Seen[] = [];
  const known = new WeakMap<Element, Seen>();
  const isPlaceholder = (element: Element) => element.hasAttribute('data-np-status') && customElements.get(element.localName) === undefined;
  // From the element's top left corner: the item keeps its place inside the widget, whatever moves above it.
  const itemOffset = (element: Element): ProbeOffset | null => {
    const item = element.querySelector('[data-content-id], [data-programme-id]');
    if (!item) return null;
    const [outer, inner] = [element.getBoundingClientRect(), item.getBoundingClientRect()];
    return { x: inner.left - outer.left, y: inner.top - outer.top };
  };
  const contentOf = (element: Element): string => {
    const status = element.querySelector('[role="status"]')?.textContent ?? 'none';
    const firstPage = element.querySelector(':scope > [data-np-first-page]') ? 'still there' : 'gone';
    return `${element.children.length} children, ${element.querySelectorAll('li').length} list items, status text "${status}", server first page ${firstPage}`;
  };
  // An element that makes no box of its own (`display: contents`, np-load-more once rendered) takes up the union of its children's boxes.
  const box = (element: Element): ProbeBox => {
    const rects = getComputedStyle(element).display === 'contents' ? [...element.children].map((child) => child.getBoundingClientRect()) : [element.getBoundingClientRect()];
    if (rects.length === 0) return { x: 0, y: 0, width: 0, height: 0 };
    const [left, top] = [Math.min(...rects.map((rect) => rect.left)), Math.min(...rects.map((rect) => rect.top))];
    const [right, bottom] = [Math.max(...rects.map((rect) => rect.right)), Math.max(...rects.map((rect) => rect.bottom))];
    return { x: left + window.scrollX, y: top + window.scrollY, width: right - left, height: bottom - top };
  };
  addEventListener('error', (event) => {
    if (event instanceof ErrorEvent) errors.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
  });
  addEventListener('unhandledrejection', (event) => errors.push(`unhandled rejection: ${String((event.reason as Error | undefined)?.stack ?? event.reason)}`));
  addEventListener('np:error', (event) => errors.push(`np:error ${JSON.stringify((event as CustomEvent).detail)}`));
  // For a diagnosis when a box changed: whether the tag's own stylesheet is in the document, and applied.
  const sheetOf = (tag: string): string => {
    const sheet = Array.from(document.styleSheets).find((each) => new RegExp(`/${tag}\\.[0-9a-f]+\\.css$`).test(each.href ?? ''));
    if (!sheet) return 'absent';
    try {
      return `${sheet.cssRules.length} rules${sheet.disabled ? ', disabled' : ''}`;
    } catch {
      return 'unreadable';
    }
  };
  let frame = 0;
  let quietFrames = 0;
  let watching = true;
  const look = (): void => {
    frame += 1;
    let found = false;
    const all = document.getElementsByTagName('*');
    for (let index = 0; index < all.length; index += 1) {
      const element = all[index]!;
      if (!element.localName.startsWith('np-')) continue;
      let entry = known.get(element);
      if (!entry) {
        entry = { element, frame, first: box(element), firstItem: itemOffset(element) };
        known.set(element, entry);
        seen.push(entry);
        found = true;
      }
      if (!entry.placeholder && isPlaceholder(element)) {
        entry.placeholderFrame = frame;
        entry.placeholder = box(element);
      }
      if (!entry.ready && element.getAttribute('data-np-status') === 'ready') {
        entry.ready = box(element);
        entry.readyItem = itemOffset(element);
        entry.readyContent = contentOf(element);
      }
    }
    const waiting = seen.some((entry) => !entry.ready && entry.element.isConnected && entry.element.getAttribute('data-np-status') !== 'error');
    quietFrames = found || waiting || document.readyState !== 'complete' ? 0 : quietFrames + 1;
    // Watch until the page has loaded, every widget is ready and none appeared for a second's worth
    // of frames (at most about two minutes of frames).
    watching = quietFrames < 60 && frame < 7200;
    if (watching) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  (window as unknown as { npProbe: unknown }).npProbe = {
    errors,
    warnings,
    // A widget can turn ready after the last frame the probe ran in: the suite reads the records
    // once a frame has seen every ready widget (and watches again if it had stopped).
    caughtUp: (): boolean => {
      const behind = seen.some((entry) => !entry.ready && entry.element.isConnected && entry.element.getAttribute('data-np-status') === 'ready');
      if (behind && !watching) {
        watching = true;
        quietFrames = 0;
        requestAnimationFrame(look);
      }
      return !behind;
    },
    records: () =>
      seen
        .filter((entry) => entry.element.isConnected)
        .map(({ element, frame: at, first, placeholderFrame, placeholder, ready, firstItem, readyItem, readyContent }) => ({ tag: element.localName, frame: at, first, placeholderFrame, placeholder, ready, firstItem, readyItem, readyContent, now: box(element), display: getComputedStyle(element).display, status: element.getAttribute('data-np-status'), sheet: sheetOf(element.localName) })),
  };
}

/** The probe as the text of an inline script. */
export const PROBE_SCRIPT = `(${probe.toString()})();`;
