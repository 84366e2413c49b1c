// CSS Scroll Anchoring keeps what the reader sees in place when content above it changes height:
// Chromium and Firefox have it, WebKit does not (webkit.org/b/171099). Where it is missing, np
// anchors on its own lists' runways and loading widgets (src/scroll-anchoring), loaded only there.
import { reportChunkFailure, withRetries } from './chunk-failures';

export type OwnScrollAnchoring = typeof import('../scroll-anchoring');

/** Whether the browser anchors scrolling itself. */
export function engineAnchorsScrolling(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('overflow-anchor', 'auto');
}

let loading: Promise<OwnScrollAnchoring | null> | undefined;

/**
 * np's own scroll anchoring, loaded on first need where the engine has none; null where it has
 * (or cannot have: no ResizeObserver), or when its chunk failed (reported for `tag`).
 */
export function ownScrollAnchoring(tag: string): Promise<OwnScrollAnchoring | null> {
  if (engineAnchorsScrolling() || typeof ResizeObserver === 'undefined') return Promise.resolve(null);
  loading ??= withRetries(() => import(/* webpackChunkName: "np-scroll-anchoring" */ '../scroll-anchoring')).catch((error: unknown) => {
    reportChunkFailure(tag, error);
    return null;
  });
  return loading;
}
