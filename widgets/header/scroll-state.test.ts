import { HEADER_BASE_OFFSET_PX, HEADER_SCROLL_DELTA_PX } from '../../src/constants';
import { initialHeaderScroll, nextHeaderScroll, thresholdAtPx, type ScrollMemory } from './scroll-state';

const THRESHOLD = HEADER_BASE_OFFSET_PX + 40;
const run = (positions: number[], start: ScrollMemory = initialHeaderScroll(0, THRESHOLD)) =>
  positions.map((y) => (start = nextHeaderScroll(start, y, THRESHOLD)).state);

describe('header scroll state', () => {
  it('stays at the top up to the threshold (132 px plus banner and topic heights), whatever the direction', () => {
    expect(run([10, THRESHOLD, 60, THRESHOLD])).toEqual(['top', 'top', 'top', 'top']);
  });

  it('hides on scroll down past the threshold and becomes sticky on scroll up', () => {
    expect(run([THRESHOLD + 100, THRESHOLD + 300, THRESHOLD + 200, THRESHOLD + 400])).toEqual(['hidden', 'hidden', 'sticky', 'hidden']);
  });

  it('ignores moves smaller than the delta of 5 px, measured from the last change', () => {
    const hidden = nextHeaderScroll(initialHeaderScroll(0, THRESHOLD), THRESHOLD + 200, THRESHOLD);
    const small = nextHeaderScroll(hidden, THRESHOLD + 200 - (HEADER_SCROLL_DELTA_PX - 1), THRESHOLD);
    expect(small).toBe(hidden);
    expect(nextHeaderScroll(small, THRESHOLD + 200 - HEADER_SCROLL_DELTA_PX, THRESHOLD).state).toBe('sticky');
  });

  it('a page opened below the threshold starts hidden', () => {
    expect(initialHeaderScroll(THRESHOLD + 1, THRESHOLD).state).toBe('hidden');
    expect(initialHeaderScroll(THRESHOLD, THRESHOLD).state).toBe('top');
  });

  describe('the threshold at a position', () => {
    const headerWithTopics = () => {
      document.body.innerHTML = '<np-paywall-version-banner></np-paywall-version-banner><np-header><np-hot-topics></np-hot-topics></np-header>';
      const measured = jest.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ height: 30 } as DOMRect);
      return { header: document.querySelector('np-header')!, measured };
    };
    afterEach(() => jest.restoreAllMocks());

    it('up to the base offset, is the base offset, and nothing is measured (no forced layout)', () => {
      const { header, measured } = headerWithTopics();
      expect(thresholdAtPx(0, header)).toBe(HEADER_BASE_OFFSET_PX);
      expect(thresholdAtPx(HEADER_BASE_OFFSET_PX, header)).toBe(HEADER_BASE_OFFSET_PX);
      expect(measured).not.toHaveBeenCalled();
    });

    it('past it, adds the banner and topic heights', () => {
      const { header, measured } = headerWithTopics();
      expect(thresholdAtPx(HEADER_BASE_OFFSET_PX + 1, header)).toBe(HEADER_BASE_OFFSET_PX + 60);
      expect(measured).toHaveBeenCalledTimes(2);
    });
  });
});
