// Scroll anchoring on a list's runway, for engines that have none (WebKit has no `overflow-anchor`).
// A reader who sees only the runway and what follows it (the site's footer) when a page lands above
// stays where they are in Chromium and Firefox: the runway is their scroll anchor. WebKit leaves the
// scroll as it was, so the footer went down out of view and the new items took its place, at every
// page that landed with the reader at the foot (README, "Long lists stay light"). Here the runway's
// top is held the same way, from a ResizeObserver callback: it runs after layout and before paint,
// so no frame shows the footer moved.

const documentTop = (element: Element) => element.getBoundingClientRect().top + window.scrollY;

/**
 * Keeps the runway's top where the reader sees it while the page above it changes height, when
 * nothing of the list above the runway was in view (its top at or above the viewport's). Returns the
 * function that stops.
 */
export function anchorScrollingOnRunway(runway: Element): () => void {
  let lastTop = documentTop(runway);
  // The document's height changes with whatever grows above the runway (a page of the list, a
  // listing outside the widget for np-load-more).
  const observer = new ResizeObserver(() => {
    // A runway taken out of the page (after the last page, out of view) is past holding.
    if (!runway.isConnected) return;
    const top = documentTop(runway);
    const moved = top - lastTop;
    if (moved !== 0 && lastTop - window.scrollY <= 0) window.scrollBy({ top: moved, behavior: 'instant' });
    lastTop = top;
  });
  observer.observe(document.body);
  return () => observer.disconnect();
}
