import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { setPageConfig } from '../../test/support/page-config';
import { placeWidget } from '../../test/support/widgets';
import { dangerousLeftovers, XSS_PAYLOADS } from '../../test/support/vectors/xss';

// Swiper is ESM-only and measures layout; in jsdom a list stands in for it and records the calls
// the widget makes (the browser test runs the real one).
const calls: string[] = [];
const instance = {
  el: document.createElement('div'),
  slides: [] as HTMLElement[],
  activeIndex: 0,
  isBeginning: true,
  isEnd: false,
  slideNext: () => calls.push('next'),
  slidePrev: () => calls.push('prev'),
  slideTo: (index: number) => calls.push(`to ${index}`),
};
let swiperProps: Record<string, unknown> = {};
jest.mock('swiper/react', () => ({
  Swiper: ({ children, onSwiper, ...rest }: { children: ReactNode; onSwiper?: (swiper: unknown) => void } & Record<string, unknown>) => {
    swiperProps = rest;
    // eslint-disable-next-line react-hooks/rules-of-hooks, @typescript-eslint/no-require-imports
    (require('react') as typeof import('react')).useEffect(() => onSwiper?.(instance), []);
    return <div>{children}</div>;
  },
  SwiperSlide: ({ children, ...rest }: { children: ReactNode } & Record<string, unknown>) => <div {...rest}>{children}</div>,
}));

import './carousel.element';

const card = (id: number, extra: object = {}) => ({ id: String(id), title: `Titular ${id}`, url: `/noticia/${id}`, publishedDate: { date: '2026-11-24 09:00:00' }, image: { url: `/img/c${id}.jpg`, width: 1600, height: 900 }, ...extra });
const ITEMS = JSON.stringify([card(1), card(2), card(3), card(4)]);

beforeEach(() => {
  document.body.replaceChildren();
  setPageConfig();
  calls.length = 0;
  swiperProps = {};
});

describe('<np-carousel>', () => {
  it('shows each card in a slide group labelled "n de m", with previous and next buttons', () => {
    const element = placeWidget('np-carousel', { template: 'carousel', items: ITEMS });
    const carousel = screen.getByRole('region', { name: 'Destacados' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 4', '2 de 4', '3 de 4', '4 de 4']);
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    expect(within(slides[1]!).getByRole('link', { name: 'Titular 2' })).toHaveAttribute('href', '/noticia/2');
    expect(within(carousel).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(within(carousel).getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    expect(element).toHaveAttribute('data-np-status', 'ready');
  });

  it('gives Swiper the template slides per view: carousel 1.25, 2 from 567 px, 3 from 768 px', () => {
    placeWidget('np-carousel', { template: 'carousel', items: ITEMS });
    expect(swiperProps.slidesPerView).toBe(1.25);
    expect(swiperProps.breakpoints).toEqual({ 567: { slidesPerView: 2 }, 768: { slidesPerView: 3 } });
    expect(swiperProps.spaceBetween).toBe(16);
  });

  it('moves by the buttons and by the arrow keys while the focus is inside', async () => {
    const user = userEvent.setup();
    placeWidget('np-carousel', { template: 'carousel', items: ITEMS });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    screen.getByRole('link', { name: 'Titular 1' }).focus();
    await user.keyboard('{ArrowRight}{ArrowLeft}');
    expect(calls).toEqual(['next', 'next', 'prev']);
  });

  it('does not animate when the reader prefers reduced motion', () => {
    window.matchMedia = ((query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
    placeWidget('np-carousel', { template: 'slider', items: ITEMS });
    expect(swiperProps.speed).toBe(0);
  });

  it('loads the images of the first view at once and the others lazily', () => {
    placeWidget('np-carousel', { template: 'carousel', items: ITEMS });
    const loading = [...document.querySelectorAll('img.np-listing-card__image')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('puts the text of the slider over the image with the overlay style', () => {
    placeWidget('np-carousel', { template: 'slider', items: ITEMS, overlay: 'opacity' });
    expect(screen.getAllByRole('article')[0]).toHaveClass('np-listing-card--over', 'np-listing-card--overlay-opacity');
  });

  it('speaks Catalan', () => {
    setPageConfig({ lang: 'ca' });
    placeWidget('np-carousel', { template: 'carousel', items: ITEMS });
    expect(screen.getByRole('region', { name: 'Destacats' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Següent' })).toBeVisible();
    expect(screen.getAllByRole('group')[0]).toHaveAttribute('aria-label', '1 de 4');
  });

  it('shows a photo gallery with captions and a strip of thumbnails that picks the photo', async () => {
    const user = userEvent.setup();
    placeWidget('np-carousel', { template: 'gallery-thumbnails', items: ITEMS });
    const gallery = screen.getByRole('region', { name: 'Fotogalería' });
    expect(within(gallery).getAllByRole('figure')).toHaveLength(4);
    expect(within(gallery).getByText('Titular 3')).toBeVisible();
    expect(within(gallery).getByRole('button', { name: 'Foto 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(gallery).getByRole('button', { name: 'Foto 3' }));
    expect(calls).toContain('to 2');
  });

  it('puts two photos in each slide of the grid gallery', () => {
    placeWidget('np-carousel', { template: 'gallery-grid', items: ITEMS });
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 2', '2 de 2']);
    expect(within(slides[0]!).getAllByRole('figure')).toHaveLength(2);
  });

  it('without items, turns the cards the CMS rendered inside it into slides, keeping their nodes', () => {
    const element = document.createElement('np-carousel');
    element.setAttribute('template', 'carousel');
    element.innerHTML = '<ul><li><img src="/a.jpg" alt=""><a href="/noticia/1">Uno</a></li><li><a href="/noticia/2">Dos</a></li></ul>';
    const image = element.querySelector('img');
    act(() => document.body.append(element));
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 2', '2 de 2']);
    expect(within(slides[1]!).getByRole('link', { name: 'Dos' })).toHaveAttribute('href', '/noticia/2');
    expect(slides[0]!.querySelector('img')).toBe(image);
  });

  it.each([
    ['no items', undefined],
    ['malformed JSON', '[{'],
    ['only cards without a safe link', JSON.stringify([card(1, { url: 'javascript:alert(1)' }), { title: 'x' }])],
  ])('renders nothing with %s', (_label, items) => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = placeWidget('np-carousel', items === undefined ? {} : { items });
    expect(element).toBeEmptyDOMElement();
    jest.restoreAllMocks();
  });
});

describe('<np-carousel> with hostile items', () => {
  it.each(['carousel', 'gallery-thumbnails'])('%s: every XSS vector of our set in every text and link field stays inert', (template) => {
    const items = XSS_PAYLOADS.map((payload, index) =>
      card(index + 1, {
        title: payload,
        url: index % 2 ? payload : `/noticia/${index}`,
        kicker: { text: payload, href: payload },
        authors: [{ id: '1', name: payload, url: payload, image: { url: payload } }],
        category: { name: payload, url: payload },
        sponsor: { name: payload, url: payload },
        image: { url: index % 3 ? payload : '/img/x.jpg', width: 1600, height: 900 },
      }),
    );
    const element = placeWidget('np-carousel', { template, items: JSON.stringify(items) });
    expect(element.querySelectorAll('[role="group"]').length).toBeGreaterThan(0);
    expect(dangerousLeftovers(element)).toEqual([]);
  });
});
