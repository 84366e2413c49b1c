import { holdWhatFollowsWhileLoading } from './loading-widgets';

// jsdom has no ResizeObserver, no layout and no scrolling: the page is described here.
const VIEWPORT = 900;
const boxes = new Map<Element, { top: number; height: number }>();

class FakeResizeObserver {
  static instance: FakeResizeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.instance = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  /** A layout: the browser reports the observed elements whose size changed, before painting. */
  report(...targets: Element[]) {
    this.callback(targets.filter((target) => this.observed.has(target)).map((target) => ({ target }) as ResizeObserverEntry), this as unknown as ResizeObserver);
  }
}

const scrollBy = jest.fn();
const layout = (...targets: Element[]) => FakeResizeObserver.instance!.report(...targets);
const observed = (widget: Element) => FakeResizeObserver.instance?.observed.has(widget) ?? false;

/** A loading widget whose box is at `top` (relative to the viewport) and `height` high, first observed at that size. */
function loadingWidget(top: number, height: number, status = 'loading'): HTMLElement {
  const widget = document.createElement('np-comments');
  widget.setAttribute('data-np-status', status);
  widget.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: boxes.get(widget)!.top, width: 1280, height: boxes.get(widget)!.height });
  boxes.set(widget, { top, height });
  document.body.append(widget);
  holdWhatFollowsWhileLoading(widget);
  if (FakeResizeObserver.instance) layout(widget);
  return widget;
}

function grows(widget: Element, height: number) {
  boxes.get(widget)!.height = height;
}

/** The MutationObserver's records are delivered in a microtask. */
const statusSeen = () => Promise.resolve();

beforeEach(() => {
  scrollBy.mockClear();
  document.body.replaceChildren();
  Object.assign(window, { innerHeight: VIEWPORT, scrollBy, ResizeObserver: FakeResizeObserver });
});

describe('holdWhatFollowsWhileLoading', () => {
  it('keeps what follows a loading widget in place when it grows while the reader is past its top', () => {
    const comments = loadingWidget(-300, 900); // its last 600 px and the related section in view
    grows(comments, 5_192);
    layout(comments);
    expect(scrollBy).toHaveBeenCalledWith({ top: 4_292, behavior: 'instant' });
  });

  it('leaves the scroll alone when the widget\'s top is in view: it grows down over what follows, as in the other engines', () => {
    const comments = loadingWidget(300, 900);
    grows(comments, 5_192);
    layout(comments);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone when the widget fills the viewport: nothing after it is in view to hold', () => {
    const comments = loadingWidget(-300, 1_400);
    grows(comments, 5_192);
    layout(comments);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('adds up what two widgets past the reader grew in one layout', () => {
    const poll = loadingWidget(-2_000, 344);
    const comments = loadingWidget(-300, 400);
    grows(poll, 419);
    grows(comments, 1_000);
    layout(poll, comments);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    expect(scrollBy).toHaveBeenCalledWith({ top: 675, behavior: 'instant' });
  });

  it('lets the widget go once it is ready: a ready widget is an anchor like any other, and its growth is not held', async () => {
    const comments = loadingWidget(-300, 900);
    comments.setAttribute('data-np-status', 'ready');
    await statusSeen();
    expect(observed(comments)).toBe(false);
    grows(comments, 5_192);
    layout(comments);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('does not hold a growth reported after the status changed, before the observer let the widget go', () => {
    const comments = loadingWidget(-300, 900);
    comments.setAttribute('data-np-status', 'error');
    grows(comments, 400);
    layout(comments);
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('does not observe a widget that is not loading', () => {
    const comments = loadingWidget(-300, 900, 'ready');
    expect(observed(comments)).toBe(false);
  });
});
