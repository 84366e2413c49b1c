// The ad-serving script (Google Publisher Tag) is the page's; when present, the slot is defined
// and displayed through its command queue. Without it the slot only keeps its space.
import type { AdPosition, AdSize } from './ad-position';

interface GoogletagSlot {
  addService(service: unknown): GoogletagSlot;
}

interface Googletag {
  cmd: Array<() => void>;
  defineSlot(adUnitPath: string, sizes: AdSize[], divId: string): GoogletagSlot | null;
  pubads(): unknown;
  display(divId: string): void;
  destroySlots?(slots?: GoogletagSlot[]): boolean;
}

declare global {
  interface Window {
    googletag?: Googletag;
  }
}

export function displayAd(position: AdPosition, containerId: string): () => void {
  const googletag = window.googletag;
  if (!googletag?.cmd) return () => undefined;
  let slot: GoogletagSlot | null = null;
  googletag.cmd.push(() => {
    slot = googletag.defineSlot(position.adUnitCode, position.sizes, containerId);
    slot?.addService(googletag.pubads());
    googletag.display(containerId);
  });
  return () => {
    if (slot) googletag.cmd.push(() => googletag.destroySlots?.(slot ? [slot] : undefined));
  };
}
