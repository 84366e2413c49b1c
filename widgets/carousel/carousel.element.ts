import { defineWidget } from '../../src/elements/define-widget';
import { Carousel, type CarouselProps } from './Carousel';

defineWidget<CarouselProps>('np-carousel', Carousel, {
  attributes: { template: 'string', items: 'json', overlay: 'string', avatarShape: 'string', avatarSize: 'string', sponsorStyle: 'string', label: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'np-carousel': HTMLElement;
  }
}
