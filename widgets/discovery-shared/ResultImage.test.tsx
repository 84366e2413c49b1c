import { render } from '@testing-library/react';
import { ResultImage, RESULT_IMAGE_SIZES } from './ResultImage';

const IMAGE = { url: '/img/c1001.jpg?ar=16-9&w=1200', width: 1200, height: 675 };
const candidates = (img: Element) => (img.getAttribute('srcset') ?? '').split(', ').map((candidate) => candidate.split(' '));

describe('a result card image', () => {
  it('offers every spec width up to the original in webp, cropped 16:9, for a 210 px column (the list width on a phone)', () => {
    const img = render(<ResultImage image={IMAGE} eager={false} />).container.querySelector('img')!;
    expect(candidates(img)).toEqual([210, 410, 630, 850, 1200].map((width) => [`/img/c1001.webp?ar=16-9&w=${width}`, `${width}w`]));
    expect(img).toHaveAttribute('sizes', RESULT_IMAGE_SIZES);
    expect(RESULT_IMAGE_SIZES).toBe('(min-width: 578px) 210px, 100vw');
    expect(img).toHaveAttribute('src', '/img/c1001.jpg?ar=16-9&w=410');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('never offers more than the original is wide, and loads the first results at once', () => {
    const img = render(<ResultImage image={{ ...IMAGE, width: 630, height: 354 }} eager />).container.querySelector('img')!;
    expect(candidates(img).map(([, width]) => width)).toEqual(['210w', '410w', '630w']);
    expect(img).not.toHaveAttribute('loading');
  });
});
