import { defineWidget } from '../../src/elements/define-widget';
import { LoadMore, type LoadMoreProps } from './LoadMore';

defineWidget<LoadMoreProps>('np-load-more', LoadMore, { attributes: { nextPage: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-load-more': HTMLElement;
  }
}
