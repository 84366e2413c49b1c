import { defineWidget } from '../../src/elements/define-widget';
import { HeaderSearch } from './HeaderSearch';

defineWidget<Record<string, never>>('np-header-search', HeaderSearch, { attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'np-header-search': HTMLElement;
  }
}
