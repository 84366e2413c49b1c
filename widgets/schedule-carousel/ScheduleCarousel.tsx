// <np-schedule-carousel items>: today's schedule on Swiper, 9 slides per view (5 under 1100 px,
// 3 under 567 px); the slot on air is highlighted (aria-current) and brought into view.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Keyboard } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { DESKTOP_BREAKPOINT_PX, SCHEDULE_SLIDES_PER_VIEW, SMALL_MOBILE_BREAKPOINT_PX } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { currentSlotIndex } from './current-slot';
import { scheduleSlots } from './schedule-slots';
import './schedule-carousel.css';

export interface ScheduleCarouselProps {
  items?: unknown;
}

const MINUTE_MS = 60_000;

const BREAKPOINTS = {
  [SMALL_MOBILE_BREAKPOINT_PX]: { slidesPerView: SCHEDULE_SLIDES_PER_VIEW.tablet },
  [DESKTOP_BREAKPOINT_PX]: { slidesPerView: SCHEDULE_SLIDES_PER_VIEW.desktop },
};

/** The time, once a minute: the highlight moves on with the schedule. */
function useClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ScheduleCarousel({ items }: ScheduleCarouselProps) {
  const t = useT();
  const slots = useMemo(() => scheduleSlots(items), [items]);
  const current = currentSlotIndex(slots, useClock());
  const swiper = useRef<SwiperInstance | null>(null);

  useEffect(() => {
    if (current >= 0) swiper.current?.slideTo(current, 0);
  }, [current]);

  // Tabbing to a slot outside the view brings it in (the browser must not scroll the clipped frame).
  const reveal = (index: number) => {
    const instance = swiper.current;
    if (!instance) return;
    instance.el.scrollLeft = 0;
    if (!instance.slides[index]?.classList.contains('swiper-slide-fully-visible')) instance.slideTo(index);
  };

  if (!slots.length) return null;
  return (
    <section className="np-schedule" aria-label={t('schedule.label')}>
      <button type="button" className="np-schedule__arrow np-schedule__arrow--previous" aria-label={t('schedule.previous')} onClick={() => swiper.current?.slidePrev()}>
        <span aria-hidden="true">‹</span>
      </button>
      <Swiper
        className="np-schedule__slides"
        modules={[Keyboard]}
        keyboard={{ enabled: true, onlyInViewport: true }}
        slidesPerView={SCHEDULE_SLIDES_PER_VIEW.mobile}
        breakpoints={BREAKPOINTS}
        spaceBetween={8}
        initialSlide={Math.max(current, 0)}
        wrapperTag="ul"
        watchSlidesProgress
        onSwiper={(instance) => {
          swiper.current = instance;
        }}
      >
        {slots.map((slot, index) => (
          <SwiperSlide key={slot.id} tag="li" className={`np-schedule__slot${index === current ? ' np-schedule__slot--current' : ''}`}>
            <a href={slot.href || undefined} aria-current={index === current ? 'true' : undefined} className="np-schedule__link" onFocus={() => reveal(index)}>
              <time className="np-schedule__time">{slot.start}</time>
              <span className="np-schedule__title">{slot.title}</span>
              {index === current && <span className="np-schedule__live">{t('schedule.onAir')}</span>}
            </a>
          </SwiperSlide>
        ))}
      </Swiper>
      <button type="button" className="np-schedule__arrow np-schedule__arrow--next" aria-label={t('schedule.next')} onClick={() => swiper.current?.slideNext()}>
        <span aria-hidden="true">›</span>
      </button>
    </section>
  );
}
