// The account and participation texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import '../../src/i18n/participation';
import { defineWidget } from '../../src/elements/define-widget';
import { UgcForm, type UgcFormProps } from './UgcForm';

defineWidget<UgcFormProps>('np-ugc-form', UgcForm, { attributes: { callId: 'string', closed: 'boolean' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-ugc-form': HTMLElement & { callId?: string; closed?: string };
  }
}
