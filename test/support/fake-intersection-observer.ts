// jsdom has no IntersectionObserver. This one lets a test say when an element comes near the viewport.

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

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /**
   * Reports `target` as inside (or outside) the observer's area, as the browser would on scroll.
   * jsdom lays nothing out, so the target is given a box: a laid-out element by default, or
   * `{ width: 0, height: 0 }` for one that is not rendered (display: none).
   */
  report(target: Element, isIntersecting: boolean, box: { width: number; height: number } = { width: 320, height: 120 }): void {
    const rect = { x: 0, y: 0, top: 0, left: 0, right: box.width, bottom: box.height, ...box, toJSON: () => box } as DOMRectReadOnly;
    const entry: IntersectionObserverEntry = {
      target,
      isIntersecting,
      intersectionRatio: isIntersecting ? 1 : 0,
      boundingClientRect: rect,
      intersectionRect: rect,
      rootBounds: null,
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
