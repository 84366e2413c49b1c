// The image of a result or event card: every spec width in webp, cropped 16:9, sized to its column
// (210 px beside the text from 578 px up, the list's width below), not the 1,200 px of its address.
import type { CardImage } from '../../src/api/content';
import { imageAt, imageSrcSet } from './image-sources';

export const RESULT_IMAGE_SIZES = '(min-width: 578px) 210px, 100vw';
const FALLBACK_WIDTH_PX = 410;

export function ResultImage({ image, eager }: { image: CardImage; eager: boolean }) {
  return (
    <img
      className="np-card__image"
      src={imageAt(image.url, FALLBACK_WIDTH_PX, '16-9')}
      srcSet={imageSrcSet(image.url, { ratio: '16-9', format: 'webp', maxWidth: image.width })}
      sizes={RESULT_IMAGE_SIZES}
      alt=""
      width={image.width}
      height={image.height}
      loading={eager ? undefined : 'lazy'}
    />
  );
}
