// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { ForgotPassword, type ForgotPasswordProps } from './ForgotPassword';

defineWidget<ForgotPasswordProps>('np-forgot-password', ForgotPassword, { attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'np-forgot-password': HTMLElement;
  }
}
