// Photo-gallery slides: a photo cropped to the template's ratio (its own crop below 567 px in
// gallery-vertical-mobile) with its caption, and the thumbnail strip of gallery-thumbnails.
import type { ListingCard as Card } from '../../src/api/content';
import { useWidgetHost } from '../../src/elements/widget-host';
import { imageAt, imageSrcSet, slideSizes } from '../discovery-shared/image-sources';
import { ResponsivePicture, type CardImageOptions } from '../discovery-shared/ListingCard';
import { THUMBNAILS_PER_VIEW } from './carousel-templates';

export function GalleryPhoto({ card, image }: { card: Card; image: CardImageOptions }) {
  return (
    <figure className="np-gallery__photo" data-content-id={card.id}>
      {card.image ? <ResponsivePicture url={card.image.url} width={card.image.width} options={image} className="np-gallery__image" /> : <span className="np-gallery__image" />}
      <figcaption className="np-gallery__caption">{card.title}</figcaption>
    </figure>
  );
}

/** One button per photo; the current one carries aria-current. */
export function GalleryThumbnails({ cards, current, onChoose }: { cards: Card[]; current: number; onChoose: (index: number) => void }) {
  const { t } = useWidgetHost();
  const sizes = slideSizes(THUMBNAILS_PER_VIEW);
  return (
    <ul className="np-gallery__thumbnails">
      {cards.map((card, index) => (
        <li key={card.id}>
          <button type="button" className="np-gallery__thumbnail" aria-label={t('carousel.photo', { n: index + 1 })} aria-current={index === current ? 'true' : undefined} onClick={() => onChoose(index)}>
            {card.image && <img src={imageAt(card.image.url, 210, '16-9')} srcSet={imageSrcSet(card.image.url, { ratio: '16-9', format: 'webp', maxWidth: 410 })} sizes={sizes} alt="" loading="lazy" />}
          </button>
        </li>
      ))}
    </ul>
  );
}
