import { defineWidget } from '../../src/elements/define-widget';
import { ScheduleCarousel, type ScheduleCarouselProps } from './ScheduleCarousel';

defineWidget<ScheduleCarouselProps>('np-schedule-carousel', ScheduleCarousel, { attributes: { items: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-schedule-carousel': HTMLElement;
  }
}
