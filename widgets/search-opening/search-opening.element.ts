import { defineWidget } from '../../src/elements/define-widget';
import { SearchOpening, type SearchOpeningProps } from './SearchOpening';

defineWidget<SearchOpeningProps>('np-search-opening', SearchOpening, { attributes: { text: 'string', searchtype: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-search-opening': HTMLElement;
  }
}
