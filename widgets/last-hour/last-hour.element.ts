import { defineWidget } from '../../src/elements/define-widget';
import { LastHour, type LastHourProps } from './LastHour';

defineWidget<LastHourProps>('np-last-hour', LastHour, { attributes: { items: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-last-hour': HTMLElement;
  }
}
