// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { UserButton, type UserButtonProps } from './UserButton';

defineWidget<UserButtonProps>('np-user-button', UserButton, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-user-button': HTMLElement;
  }
}
