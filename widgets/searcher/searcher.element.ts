import { defineWidget } from '../../src/elements/define-widget';
import { Searcher, type SearcherProps } from './Searcher';

defineWidget<SearcherProps>('np-searcher', Searcher, {
  attributes: { mode: 'string', categoryId: 'string', moduleId: 'string', type: 'string', limit: 'number', taxonUrl: 'string' },
  ready: 'manual',
});

declare global {
  interface HTMLElementTagNameMap {
    'np-searcher': HTMLElement;
  }
}
