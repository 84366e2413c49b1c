// The listing card (spec: discovery, section 3) as carousels and modules show it: kicker, title
// link, authors with avatars (shape round, rounded or square; size by step), category, date,
// multimedia badge, event date badge, sponsor footer (solid or dotted); opinion is styled apart.
// Its image is responsive: every spec width in webp (jpg swapped), cropped to the slot's ratio.
import type { AspectRatio } from '../../src/api/media';
import type { CardAuthor, ListingCard as Card } from '../../src/api/content';
import { SMALL_MOBILE_BREAKPOINT_PX } from '../../src/constants';
import { useWidgetHost } from '../../src/elements/widget-host';
import { languageOf } from '../../src/i18n';
import '../../src/i18n/cards';
import { AVATAR_SIZE_BY_STEP_PX, DEFAULT_AVATAR_STEP, type AvatarShape, type AvatarStep, type OverlayStyle, type SponsorStyle } from './card-styles';
import { readableDay } from './display-dates';
import { eventBadgeText } from './event-badge';
import { occurrenceKind } from './event-occurrence';
import { imageAt, imageSrcSet } from './image-sources';
import { mediaBadge } from './media-badge';
import './listing-card.css';

const FALLBACK_WIDTH_PX = 850;

export interface CardImageOptions {
  ratio: AspectRatio;
  /** Crop below 567 px, when it differs. */
  mobileRatio?: AspectRatio;
  sizes: string;
  loading: 'lazy' | 'eager';
}

export interface ListingCardProps {
  card: Card;
  image?: CardImageOptions;
  avatarShape?: AvatarShape;
  avatarStep?: AvatarStep;
  sponsorStyle?: SponsorStyle;
  /** Title and meta over the image, on a linear gradient or a flat dimming. */
  overlay?: OverlayStyle;
  headingLevel?: 2 | 3;
  /** The image links to the content too (hidden from assistive technology: the title is the link). */
  mediaLink?: boolean;
}

/** The image at every spec width in webp, cropped to `ratio` (and to `mobileRatio` below 567 px). */
export function ResponsivePicture({ url, width, options, className }: { url: string; width: number; options: CardImageOptions; className: string }) {
  const { ratio, mobileRatio, sizes, loading } = options;
  const img = (
    <img
      className={className}
      src={imageAt(url, FALLBACK_WIDTH_PX, ratio)}
      srcSet={imageSrcSet(url, { ratio, format: 'webp', maxWidth: width })}
      sizes={sizes}
      alt=""
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
    />
  );
  if (!mobileRatio || mobileRatio === ratio) return img;
  return (
    <picture>
      <source media={`(max-width: ${SMALL_MOBILE_BREAKPOINT_PX - 1}px)`} srcSet={imageSrcSet(url, { ratio: mobileRatio, format: 'webp', maxWidth: width })} sizes={sizes} />
      {img}
    </picture>
  );
}

function Author({ author, shape, size }: { author: CardAuthor; shape: AvatarShape; size: number }) {
  const link = author.url || author.authorUrl;
  return (
    <span className="np-listing-card__author">
      {author.image?.url && <img className={`np-avatar np-avatar--${shape}`} src={imageAt(author.image.url, 210, '1-1', 'webp')} alt="" width={size} height={size} loading="lazy" />}
      {link ? <a href={link}>{author.name}</a> : author.name}
    </span>
  );
}

export function ListingCard({ card, image, avatarShape = 'round', avatarStep = DEFAULT_AVATAR_STEP, sponsorStyle = 'solid', overlay, headingLevel = 3, mediaLink = false }: ListingCardProps) {
  const { t, element } = useWidgetHost();
  const language = languageOf(element);
  const published = readableDay(card.publishedDate, language);
  const opinion = card.articleNewsTypeEnum === 'opinion';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const kickerLink = card.kicker?.href || card.kicker?.url;
  const picture = card.image && image ? <ResponsivePicture url={card.image.url} width={card.image.width} options={image} className="np-listing-card__image" /> : <span className="np-listing-card__image np-listing-card__image--none" />;
  const classes = ['np-listing-card', opinion && 'np-listing-card--opinion', overlay && `np-listing-card--over np-listing-card--overlay-${overlay}`].filter(Boolean).join(' ');
  return (
    <article className={classes} data-content-id={card.id}>
      {image && (
        <div className="np-listing-card__media">
          {mediaLink ? (
            <a href={card.url} tabIndex={-1} aria-hidden="true">
              {picture}
            </a>
          ) : (
            picture
          )}
          {card.mediaInfo && card.mediaInfo.type !== 'image' && <span className={`np-listing-card__badge np-listing-card__badge--${card.mediaInfo.type}`}>{mediaBadge(card.mediaInfo, t)}</span>}
          {card.event && (
            <span className="np-listing-card__event" data-np-event-badge={occurrenceKind(card.event)}>
              {eventBadgeText(card.event, language, t)}
            </span>
          )}
        </div>
      )}
      <div className="np-listing-card__body">
        {opinion && <p className="np-listing-card__label">{t('card.opinion')}</p>}
        {card.kicker && <p className="np-listing-card__kicker">{kickerLink ? <a href={kickerLink}>{card.kicker.text}</a> : card.kicker.text}</p>}
        <Heading className="np-listing-card__title">
          <a href={card.url}>{card.title}</a>
        </Heading>
        <p className="np-listing-card__meta">
          {card.authors.length > 0
            ? card.authors.map((author, index) => <Author key={`${author.id}-${index}`} author={author} shape={avatarShape} size={AVATAR_SIZE_BY_STEP_PX[avatarStep]} />)
            : card.signature && <span className="np-listing-card__author">{card.signature}</span>}
          {card.category.name && <span className="np-listing-card__category">{card.category.url ? <a href={card.category.url}>{card.category.name}</a> : card.category.name}</span>}
          {published && <time dateTime={published.machine}>{published.text}</time>}
        </p>
        {card.sponsor && (
          <footer className={`np-listing-card__sponsor np-listing-card__sponsor--${sponsorStyle}`}>
            {t('card.sponsoredBy')} {card.sponsor.url ? <a href={card.sponsor.url}>{card.sponsor.name}</a> : card.sponsor.name}
          </footer>
        )}
      </div>
    </article>
  );
}
