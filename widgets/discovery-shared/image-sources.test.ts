import { imageAt, imageLoading, imageSrcSet, ratioFactor, slideSizes } from './image-sources';

describe('responsive card images', () => {
  it('ask for a width and a crop in the address, jpg swapped to webp in lists', () => {
    expect(imageAt('/__demo/img/c1.jpg?ar=16-9&w=1200', 410, '4-3', 'webp')).toBe('/__demo/img/c1.webp?ar=4-3&w=410');
    expect(imageAt('https://static.example.org/a/photo.JPEG', 210, '1-1', 'webp')).toBe('https://static.example.org/a/photo.webp?w=210&ar=1-1');
    expect(imageAt('/a/photo.jpg', 850)).toBe('/a/photo.jpg?w=850');
  });

  it('leave formats other than jpg as they are', () => {
    expect(imageAt('/logo.png', 630, '16-9', 'webp')).toBe('/logo.png?w=630&ar=16-9');
  });

  it('list every spec width (210, 410, 630, 850, 1200, 1600) up to the original width', () => {
    expect(imageSrcSet('/p.jpg', { ratio: '21-9', format: 'webp' })).toBe(
      ['/p.webp?w=210&ar=21-9 210w', '/p.webp?w=410&ar=21-9 410w', '/p.webp?w=630&ar=21-9 630w', '/p.webp?w=850&ar=21-9 850w', '/p.webp?w=1200&ar=21-9 1200w', '/p.webp?w=1600&ar=21-9 1600w'].join(', '),
    );
    expect(imageSrcSet('/p.jpg', { maxWidth: 700 }).split(', ').map((entry) => entry.split(' ')[1])).toEqual(['210w', '410w', '630w']);
    expect(imageSrcSet('/p.jpg', { maxWidth: 100 })).toBe('/p.jpg?w=210 210w');
  });

  it('know each aspect ratio as height over width', () => {
    expect([ratioFactor('21-9'), ratioFactor('16-9'), ratioFactor('9-16'), ratioFactor('4-3'), ratioFactor('3-4'), ratioFactor('1-1')]).toEqual([9 / 21, 9 / 16, 16 / 9, 3 / 4, 4 / 3, 1]);
  });

  it('size a slide image by the slides per view at each viewport width, widest first', () => {
    expect(slideSizes({ 0: 1.25, 567: 2, 768: 3 })).toBe('(min-width: 768px) 33.34vw, (min-width: 567px) 50vw, 80vw');
    expect(slideSizes({ 0: 10, 1100: 'auto' }, 100, 220)).toBe('(min-width: 1100px) 220px, 10vw');
  });

  it('never load the first visible image lazily; the rest, and anything 500 px or more below the fold, lazily', () => {
    expect(imageLoading(0, 3, 100, 800)).toBe('eager');
    expect(imageLoading(2, 3, 100, 800)).toBe('eager');
    expect(imageLoading(3, 3, 100, 800)).toBe('lazy');
    expect(imageLoading(2, 2.25, 100, 800)).toBe('eager');
    expect(imageLoading(0, 3, 1299, 800)).toBe('eager');
    expect(imageLoading(0, 3, 1300, 800)).toBe('lazy');
    expect(imageLoading(0, 0, 0, 800)).toBe('eager');
  });
});
