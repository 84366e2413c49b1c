import { defineWidget } from '../../src/elements/define-widget';
import { PaywallVersionBanner, type PaywallVersionBannerProps } from './PaywallVersionBanner';

defineWidget<PaywallVersionBannerProps>('np-paywall-version-banner', PaywallVersionBanner, { attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'np-paywall-version-banner': HTMLElement;
  }
}
