// The loader holds its network back until the page has painted once: the registry script and the
// shared chunks (most of np's bytes) then do not compete with what the page needs for its first
// frame (its own styles, fonts and images), and a page's first paint never waits on them. It costs
// the widgets one frame: their boxes are kept meanwhile.

/**
 * Whether a frame of the page is on screen already (Paint Timing): a long page parses after its
 * first paint, and the deferred loader runs later still, where two more frames of that page cost
 * hundreds of ms on a phone.
 */
const hasPainted = (): boolean => performance.getEntriesByType?.('paint').length > 0;

/**
 * Resolves once the page's next frame is on screen; at once if one is already, or in a hidden
 * document, which paints no frame. A requestAnimationFrame callback runs just before a frame is
 * painted; the one for the frame after has that frame presented, and the task after it starts no
 * earlier.
 */
export function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || hasPainted()) return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))));
}
