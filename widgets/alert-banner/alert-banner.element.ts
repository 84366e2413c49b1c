// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { AlertBanner, type AlertBannerProps } from './AlertBanner';

defineWidget<AlertBannerProps>('np-alert-banner', AlertBanner, { attributes: { alerts: 'json', adContainer: 'string', topContainer: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-alert-banner': HTMLElement;
  }
}
