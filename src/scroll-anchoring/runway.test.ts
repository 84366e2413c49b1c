import { anchorScrollingOnRunway } from './runway';

// jsdom has no ResizeObserver, no layout and no scrolling: the page is described here.
const VIEWPORT = 900;
let scroll = 0;
/** The runway's top in the document. */
let runwayAt = 0;
const observers: FakeResizeObserver[] = [];

class FakeResizeObserver {
  observed: Element[] = [];
  constructor(readonly report: () => void) {
    observers.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.observed = [];
  }
}

const scrollBy = jest.fn((options: ScrollToOptions) => {
  scroll += options.top ?? 0;
});

/** A layout: the document's height changed, the browser reports it before painting. */
function laidOut() {
  for (const observer of observers) if (observer.observed.length) observer.report();
}

function runwayInPage(): HTMLElement {
  const runway = document.createElement('div');
  runway.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: runwayAt - scroll, width: 1280, height: VIEWPORT });
  document.body.append(runway);
  return runway;
}

beforeEach(() => {
  scroll = 0;
  runwayAt = 0;
  observers.length = 0;
  scrollBy.mockClear();
  document.body.replaceChildren();
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scroll });
  Object.assign(window, { scrollBy, ResizeObserver: FakeResizeObserver });
});

describe('anchorScrollingOnRunway', () => {
  it('keeps a reader who sees only the runway and the footer where they are when a page lands above', () => {
    runwayAt = 1_733;
    scroll = 1_831; // the runway's top 98 px above the viewport, the footer in view
    anchorScrollingOnRunway(runwayInPage());
    runwayAt += 1_579;
    laidOut();
    expect(scrollBy).toHaveBeenCalledWith({ top: 1_579, behavior: 'instant' });
    expect(runwayAt - scroll).toBe(-98);
  });

  it('leaves the scroll alone while the list is in view above the runway: the page lands where the runway was', () => {
    runwayAt = 1_733;
    scroll = 1_333; // the runway's top 400 px down the viewport
    anchorScrollingOnRunway(runwayInPage());
    runwayAt += 1_579;
    laidOut();
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('takes the reader\'s scroll since the last layout into account', () => {
    runwayAt = 1_733;
    scroll = 1_333;
    anchorScrollingOnRunway(runwayInPage());
    scroll = 2_633; // scrolled on to the foot: no layout, the document is as tall as before
    runwayAt += 1_579;
    laidOut();
    expect(scrollBy).toHaveBeenCalledWith({ top: 1_579, behavior: 'instant' });
  });

  it('holds the runway when the page above shrinks too', () => {
    runwayAt = 3_000;
    scroll = 3_200;
    anchorScrollingOnRunway(runwayInPage());
    runwayAt -= 300;
    laidOut();
    expect(scrollBy).toHaveBeenCalledWith({ top: -300, behavior: 'instant' });
  });

  it('does nothing for a layout that did not move the runway, for a runway taken out of the page, or once stopped', () => {
    runwayAt = 1_733;
    scroll = 2_633;
    const runway = runwayInPage();
    const stop = anchorScrollingOnRunway(runway);
    laidOut();
    runway.remove();
    runwayAt += 500;
    laidOut();
    runway.remove();
    document.body.append(runway);
    stop();
    runwayAt += 500;
    laidOut();
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
