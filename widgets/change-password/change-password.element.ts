// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { ChangePassword, type ChangePasswordProps } from './ChangePassword';

defineWidget<ChangePasswordProps>('np-change-password', ChangePassword, { attributes: { token: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-change-password': HTMLElement & { token?: string };
  }
}
