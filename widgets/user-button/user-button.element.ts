import { defineWidget } from '../../src/elements/define-widget';
import { UserButton, type UserButtonProps } from './UserButton';

// Its own texts are in the core catalogue; the account texts arrive with the account code.
defineWidget<UserButtonProps>('np-user-button', UserButton, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-user-button': HTMLElement;
  }
}
