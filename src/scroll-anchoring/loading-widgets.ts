// A loading widget is no scroll anchor (`[data-np-status=loading]{overflow-anchor:none}`): in
// Chromium and Firefox a widget that grows while the reader is past its top grows out of view above
// them, and what they read after it stays put. WebKit has no scroll anchoring, so there it pushed
// the page down (README, "Reading down the article shifts nothing either"). A ResizeObserver on each
// loading widget does the same here: its callbacks run after layout and before paint, so no frame
// shows what follows moved. A widget is let go once its status is no longer `loading`.

import { STATUS_ATTRIBUTE } from '../elements/registry';

/** Each observed widget's last border-box height. */
const heights = new WeakMap<Element, number>();
let resizes: ResizeObserver | undefined;
let statuses: MutationObserver | undefined;

const isLoading = (widget: Element) => widget.getAttribute(STATUS_ATTRIBUTE) === 'loading';

function letGo(widget: Element): void {
  resizes?.unobserve(widget);
  heights.delete(widget);
}

function holdWhatFollows(entries: ResizeObserverEntry[]): void {
  let growth = 0;
  for (const { target } of entries) {
    const box = target.getBoundingClientRect();
    const before = heights.get(target);
    heights.set(target, box.height);
    // Past the widget's top, with what follows it in view: what the other engines anchor on.
    if (before !== undefined && isLoading(target) && box.top < 0 && box.top + before < window.innerHeight) growth += box.height - before;
  }
  if (growth !== 0) window.scrollBy({ top: growth, behavior: 'instant' });
}

/** While `widget` is loading, keeps what follows it in place as it changes height. */
export function holdWhatFollowsWhileLoading(widget: Element): void {
  if (!isLoading(widget)) return;
  resizes ??= new ResizeObserver(holdWhatFollows);
  statuses ??= new MutationObserver((records) => {
    for (const { target } of records) if (target instanceof Element && !isLoading(target)) letGo(target);
  });
  resizes.observe(widget);
  statuses.observe(widget, { attributes: true, attributeFilter: [STATUS_ATTRIBUTE] });
}
