import { defineWidget } from '../../src/elements/define-widget';
import { Paywall, type PaywallProps } from './Paywall';

defineWidget<PaywallProps>('np-paywall', Paywall, { attributes: { contentId: 'string', access: 'json' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-paywall': HTMLElement & { contentId?: string; access?: string };
  }
}
