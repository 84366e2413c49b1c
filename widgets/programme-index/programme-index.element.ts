// It calls the API as it mounts: the request client (np-request) comes with its chunk, not after it.
import '../../src/api/client';
import { defineWidget } from '../../src/elements/define-widget';
import { ProgrammeIndex } from './ProgrammeIndex';

defineWidget<Record<string, never>>('np-programme-index', ProgrammeIndex, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-programme-index': HTMLElement;
  }
}
