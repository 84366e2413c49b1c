import { defineWidget } from '../../src/elements/define-widget';
import { addMessages } from '../../src/i18n';
import { headerDateTextsCa, headerDateTextsEs } from '../../src/i18n/widget-texts/header-date';
import { Header, type HeaderProps } from './Header';

// The date line's texts travel in this chunk, not in np-core.
addMessages({ es: headerDateTextsEs, ca: headerDateTextsCa });

defineWidget<HeaderProps>('np-header', Header, {
  attributes: { menu: 'json', topics: 'json', topicsPosition: 'string', streamingExcludeId: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'np-header': HTMLElement;
  }
}
