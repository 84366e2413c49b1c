// The empty runway a list keeps below its end while more can come (load-more.css). After the last
// page it goes only once the browser reports it out of view: removed with the page while a reader at
// the foot of the page saw it, it took Chromium's scroll anchor with it (the runway is the anchor
// there; without it the site's main element is, and that does not move), so the last page pushed
// the footer the reader was looking at down by its height (0.13 on a phone at /opinion/). A fresh
// observer decides, not the last one's report: at 4x CPU that report could still be on its way.
// Where the engine has no scroll anchoring (WebKit), ../scroll-anchoring/runway.ts anchors on the runway.
import { useEffect, useState } from 'react';
import { ownScrollAnchoring } from '../elements/scroll-anchoring';

/** Anchors scrolling on the runway where the engine does not; returns the function that stops. */
function anchorOn(runway: HTMLDivElement): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const widget = runway.parentElement?.closest('[data-np-status]')?.localName ?? 'np-lists';
  void ownScrollAnchoring(widget).then((anchoring) => {
    if (anchoring && !stopped) stop = anchoring.anchorScrollingOnRunway(runway);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

/** Whether to render the runway, and the ref callback for it. */
export function useRunway(moreToCome: boolean): { showRunway: boolean; runwayRef: (runway: HTMLDivElement | null) => void } {
  const [runway, runwayRef] = useState<HTMLDivElement | null>(null);
  const [outOfView, setOutOfView] = useState(false);

  useEffect(() => (runway ? anchorOn(runway) : undefined), [runway]);

  useEffect(() => {
    setOutOfView(false);
    if (moreToCome || !runway) return undefined;
    if (typeof IntersectionObserver === 'undefined') return setOutOfView(true);
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) setOutOfView(true);
    });
    observer.observe(runway);
    return () => observer.disconnect();
  }, [moreToCome, runway]);

  return { showRunway: moreToCome || (runway !== null && !outOfView), runwayRef };
}
