import { defineWidget } from '../../src/elements/define-widget';
import { HotTopics, type HotTopicsProps } from './HotTopics';

defineWidget<HotTopicsProps>('np-hot-topics', HotTopics, { attributes: { topics: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-hot-topics': HTMLElement;
  }
}
