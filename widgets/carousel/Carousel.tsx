// <np-carousel template items>: listing cards or gallery photos on Swiper. Each slide is a group
// ("n de m"); previous and next are buttons; the arrow keys move it; no motion when the reader
// asks for less. Cards a CMS rendered inside the element stay where they are until the code
// arrives and, without `items`, become the slides themselves.
import { useCallback, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import { listingCards } from '../../src/api/listing-card';
import type { ListingCard as Card } from '../../src/api/content';
import { useWidgetHost } from '../../src/elements/widget-host';
import '../../src/i18n/cards';
import { AVATAR_SHAPES, avatarStep, oneOf, OVERLAY_STYLES, SPONSOR_STYLES } from '../discovery-shared/card-styles';
import { imageLoading, slideSizes } from '../discovery-shared/image-sources';
import { ListingCard } from '../discovery-shared/ListingCard';
import { CAROUSEL_TEMPLATES, isGallery, perViewAt, swiperSteps, TEMPLATE_LAYOUTS, type CarouselTemplate } from './carousel-templates';
import { GalleryPhoto, GalleryThumbnails } from './Gallery';
import { useAdoptedSlides } from './adopted-slides';
import './carousel.css';

export interface CarouselProps {
  template?: string;
  items?: unknown;
  overlay?: string;
  avatarShape?: string;
  avatarSize?: string;
  sponsorStyle?: string;
  label?: string;
}

const SPEED_MS = 300;

const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Photos of a gallery template go two to a slide in the grid (two rows). */
function slideGroups(cards: Card[], rows: number): Card[][] {
  const groups: Card[][] = [];
  for (let index = 0; index < cards.length; index += rows) groups.push(cards.slice(index, index + rows));
  return groups;
}

export function Carousel({ template, items, overlay, avatarShape, avatarSize, sponsorStyle, label }: CarouselProps) {
  const { t, element } = useWidgetHost();
  const kind: CarouselTemplate = oneOf(CAROUSEL_TEMPLATES, template, 'carousel');
  const layout = TEMPLATE_LAYOUTS[kind];
  const gallery = isGallery(kind);
  const cards = useMemo(() => listingCards(items), [items]);
  const adopted = useAdoptedSlides(element, cards.length === 0);
  const swiper = useRef<SwiperInstance | null>(null);
  const [position, setPosition] = useState({ index: 0, start: true, end: false });
  // Measured once, at the first render: which images are in the first view near the viewport.
  const [firstView] = useState(() => {
    const perView = perViewAt(layout.perView, window.innerWidth);
    const visible = perView === 'auto' ? element.clientWidth / (layout.autoWidthPx ?? 1) : perView * (layout.rows ?? 1);
    return { visible, top: element.getBoundingClientRect().top };
  });
  const sizes = useMemo(() => slideSizes(layout.perView, 100, layout.autoWidthPx), [layout]);
  const style = { overlay: oneOf(OVERLAY_STYLES, overlay, 'linear'), avatarShape: oneOf(AVATAR_SHAPES, avatarShape, 'round'), avatarStep: avatarStep(avatarSize), sponsorStyle: oneOf(SPONSOR_STYLES, sponsorStyle, 'solid') };

  const track = useCallback((instance: SwiperInstance) => setPosition({ index: instance.activeIndex, start: instance.isBeginning, end: instance.isEnd }), []);
  const loading = (index: number) => imageLoading(index, firstView.visible, firstView.top, window.innerHeight);

  // Tabbing to a link outside the view brings its slide in (the clipped frame must not scroll).
  const reveal = (index: number) => {
    const instance = swiper.current;
    if (!instance) return;
    instance.el.scrollLeft = 0;
    const slide = instance.slides[index];
    if (slide && !slide.classList.contains('swiper-slide-fully-visible')) instance.slideTo(index);
  };

  // The arrow keys move this carousel only, while the focus is inside it.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') swiper.current?.slideNext();
    else if (event.key === 'ArrowLeft') swiper.current?.slidePrev();
    else return;
    event.preventDefault();
  };

  const groups = gallery ? slideGroups(cards, layout.rows ?? 1) : cards.map((card) => [card]);
  const count = groups.length || adopted.count;
  if (!count) return null;
  const slideLabel = (index: number) => t('carousel.slide', { n: index + 1, m: count });

  const content = (group: Card[], index: number): ReactNode =>
    gallery
      ? group.map((card, photo) => <GalleryPhoto key={card.id} card={card} image={{ ratio: layout.ratio, mobileRatio: layout.mobileRatio, sizes, loading: loading(index * group.length + photo) }} />)
      : group.map((card) => (
          <ListingCard
            key={card.id}
            card={card}
            image={{ ratio: layout.ratio, mobileRatio: layout.mobileRatio, sizes, loading: loading(index) }}
            overlay={layout.textOver ? style.overlay : undefined}
            avatarShape={style.avatarShape}
            avatarStep={style.avatarStep}
            sponsorStyle={style.sponsorStyle}
            mediaLink={kind === 'mini'}
          />
        ));

  return (
    <section className={`np-carousel np-carousel--${kind}`} aria-roledescription="carousel" aria-label={label || t(gallery ? 'carousel.gallery' : 'carousel.label')} onKeyDown={onKeyDown}>
      <div className="np-carousel__frame">
        <Swiper
          className="np-carousel__slides"
          {...swiperSteps(layout.perView)}
          spaceBetween={layout.gapPx}
          speed={reducedMotion() ? 0 : SPEED_MS}
          watchSlidesProgress
          onSwiper={(instance) => {
            swiper.current = instance;
            track(instance);
          }}
          onSlideChange={track}
          onReachEnd={track}
          onReachBeginning={track}
          onResize={track}
        >
          {Array.from({ length: count }, (_, index) => (
            <SwiperSlide key={groups[index]?.[0]?.id ?? `adopted-${index}`} role="group" aria-roledescription="slide" aria-label={slideLabel(index)} className="np-carousel__slide" onFocus={() => reveal(index)}>
              {groups[index] ? content(groups[index], index) : <div className="np-carousel__adopted" ref={adopted.refs[index]} />}
            </SwiperSlide>
          ))}
        </Swiper>
        <button type="button" className="np-carousel__arrow np-carousel__arrow--previous" aria-label={t('carousel.previous')} disabled={position.start} onClick={() => swiper.current?.slidePrev()}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className="np-carousel__arrow np-carousel__arrow--next" aria-label={t('carousel.next')} disabled={position.end} onClick={() => swiper.current?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {kind === 'gallery-thumbnails' && <GalleryThumbnails cards={cards} current={position.index} onChoose={(index) => swiper.current?.slideTo(index)} />}
    </section>
  );
}
