// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { Login, type LoginProps } from './Login';

defineWidget<LoginProps>('np-login', Login, { attributes: {}, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-login': HTMLElement;
  }
}
