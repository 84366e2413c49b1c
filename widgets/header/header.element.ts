import { defineWidget } from '../../src/elements/define-widget';
import { Header, type HeaderProps } from './Header';

defineWidget<HeaderProps>('np-header', Header, {
  attributes: { menu: 'json', topics: 'json', topicsPosition: 'string', streamingExcludeId: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'np-header': HTMLElement;
  }
}
