import { defineWidget } from '../../src/elements/define-widget';
import { ProgrammeIndex } from './ProgrammeIndex';

defineWidget<Record<string, never>>('np-programme-index', ProgrammeIndex, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-programme-index': HTMLElement;
  }
}
