// It calls the API as it mounts: the request client (np-request) comes with its chunk, not after it.
import '../../src/api/client';
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
