// jsdom has no window.matchMedia. This stand-in answers the width query np writes
// (`(min-width: 768px)`) against window.innerWidth, which setWindowWidth (page-config.ts) sets; any
// other query does not match.
const AT_LEAST = /^\(min-width: (\d+)px\)$/;

export function installMatchMediaStandIn(): void {
  if (typeof window === 'undefined' || typeof window.matchMedia === 'function') return;
  window.matchMedia = (query: string): MediaQueryList =>
    Object.assign(new EventTarget(), {
      media: query,
      get matches() {
        const limit = AT_LEAST.exec(query)?.[1];
        return limit !== undefined && window.innerWidth >= Number(limit);
      },
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as MediaQueryList;
}
