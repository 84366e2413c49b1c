import { defineWidget } from '../../src/elements/define-widget';
import { addMessages } from '../../src/i18n';
import { mostReadTextsCa, mostReadTextsEs } from '../../src/i18n/widget-texts/most-read';
import { MostRead, type MostReadProps } from './MostRead';

// Its texts travel in this chunk, not in np-core.
addMessages({ es: mostReadTextsEs, ca: mostReadTextsCa });

defineWidget<MostReadProps>('np-most-read', MostRead, { attributes: { tabs: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-most-read': HTMLElement;
  }
}
