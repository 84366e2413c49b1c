import { defineWidget } from '../../src/elements/define-widget';
import { ProgrammeNav, type ProgrammeNavProps } from './ProgrammeNav';

defineWidget<ProgrammeNavProps>('np-programme-nav', ProgrammeNav, { attributes: { items: 'json' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-programme-nav': HTMLElement;
  }
}
