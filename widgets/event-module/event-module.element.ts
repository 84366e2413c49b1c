import { defineWidget } from '../../src/elements/define-widget';
import { EventModule, type EventModuleProps } from './EventModule';

defineWidget<EventModuleProps>('np-event-module', EventModule, { attributes: { events: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-event-module': HTMLElement;
  }
}
