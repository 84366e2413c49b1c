// jsdom has no IntersectionObserver. This one lets a test say when an element comes near the viewport.

/** Where a reported box lies: its top (0 by default), and the viewport (without it, no root bounds, as in a cross-origin frame). */
export interface Placement {
  top?: number;
  viewport?: { width: number; height: number };
}

export class FakeIntersectionObserver implements IntersectionObserver {
  /** Every observer created since the fake was installed, oldest first. */
  static instances: FakeIntersectionObserver[] = [];

  readonly root: Element | Document | null;
  readonly rootMargin: string;
  readonly thresholds: readonly number[];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.root = options.root ?? null;
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = Array.isArray(options.threshold) ? options.threshold : [options.threshold ?? 0];
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
  }

  /** The viewport grown by the observer's margin (given in px on every side), as the browser reports it. */
  private rootBoundsOf({ width, height }: { width: number; height: number }): DOMRectReadOnly {
    const margin = Number.parseFloat(this.rootMargin) || 0;
    const bounds = { x: -margin, y: -margin, top: -margin, left: -margin, right: width + margin, bottom: height + margin, width: width + 2 * margin, height: height + 2 * margin };
    return { ...bounds, toJSON: () => bounds } as DOMRectReadOnly;
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /**
   * Reports `target` as inside (or outside) the observer's area, as the browser would on scroll.
   * jsdom lays nothing out, so the target is given a box: a laid-out element by default, or
   * `{ width: 0, height: 0 }` for one that is not rendered (display: none).
   */
  report(target: Element, isIntersecting: boolean, box: { width: number; height: number } = { width: 320, height: 120 }, place: Placement = {}): void {
    const top = place.top ?? 0;
    const rect = { x: 0, y: top, top, left: 0, right: box.width, bottom: top + box.height, ...box, toJSON: () => box } as DOMRectReadOnly;
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: place.viewport ? this.rootBoundsOf(place.viewport) : null,
      time: Date.now(),
    };
    this.callback([entry], this);
  }
}

/** Puts the fake on window (where the loader looks for it) and forgets earlier instances. */
export function installFakeIntersectionObserver(): void {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
}

/** The observer the code under test created last. */
export function latestIntersectionObserver(): FakeIntersectionObserver {
  const observer = FakeIntersectionObserver.instances.at(-1);
  if (!observer) throw new Error('no IntersectionObserver was created');
  return observer;
}

const watching = (selector: string) => (observer: FakeIntersectionObserver) => [...observer.observed].find((element) => element.matches(selector));

/** The latest observer watching an element that matches `selector` (a list's sentinel, not its runway), and that element. */
export function observerWatching(selector: string): { observer: FakeIntersectionObserver; target: Element } {
  const observer = [...FakeIntersectionObserver.instances].reverse().find(watching(selector));
  if (!observer) throw new Error(`no IntersectionObserver watches ${selector}`);
  return { observer, target: watching(selector)(observer)! };
}

/** Whether any observer still watches an element that matches `selector`. */
export const isWatched = (selector: string): boolean => FakeIntersectionObserver.instances.some((each) => Boolean(watching(selector)(each)));
