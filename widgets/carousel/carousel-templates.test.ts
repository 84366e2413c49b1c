import { CAROUSEL_TEMPLATES, perViewAt, swiperSteps, TEMPLATE_LAYOUTS } from './carousel-templates';
import widgetJson from './widget.json';

const at = (template: keyof typeof TEMPLATE_LAYOUTS) => [1280, 1000, 700, 400].map((width) => perViewAt(TEMPLATE_LAYOUTS[template].perView, width));

describe('carousel slides per view (spec: discovery, section 9)', () => {
  it('slider 1', () => expect(at('slider')).toEqual([1, 1, 1, 1]));
  it('mini 10, auto widths from 1100 px', () => expect(at('mini')).toEqual(['auto', 10, 10, 10]));
  it('vertical 5.5, 2.25 below 567 px', () => {
    expect(at('vertical')).toEqual([5.5, 5.5, 5.5, 2.25]);
    expect(perViewAt(TEMPLATE_LAYOUTS.vertical.perView, 566)).toBe(2.25);
    expect(perViewAt(TEMPLATE_LAYOUTS.vertical.perView, 567)).toBe(5.5);
  });
  it('carousel 3, 2 below 768 px, 1.25 below 567 px', () => {
    expect(at('carousel')).toEqual([3, 3, 2, 1.25]);
    expect(perViewAt(TEMPLATE_LAYOUTS.carousel.perView, 767)).toBe(2);
  });
  it('the four-column swiper 4, 2 below 1084 px, 1 below 567 px', () => {
    expect(at('four-columns')).toEqual([4, 2, 2, 1]);
    expect(perViewAt(TEMPLATE_LAYOUTS['four-columns'].perView, 1083)).toBe(2);
    expect(perViewAt(TEMPLATE_LAYOUTS['four-columns'].perView, 1084)).toBe(4);
  });

  it('gives Swiper the smallest screen first and each step up as a breakpoint', () => {
    expect(swiperSteps(TEMPLATE_LAYOUTS.carousel.perView)).toEqual({ slidesPerView: 1.25, breakpoints: { 567: { slidesPerView: 2 }, 768: { slidesPerView: 3 } } });
  });

  it('widget.json offers exactly the templates the widget knows', () => {
    expect(widgetJson.attributes.template.values).toEqual([...CAROUSEL_TEMPLATES]);
  });
});
