import { defineWidget } from '../../src/define-widget';
import { UserButton, type UserButtonProps } from './UserButton';

defineWidget<UserButtonProps>('np-user-button', UserButton, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-user-button': HTMLElement;
  }
}
