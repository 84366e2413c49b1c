// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { Register, type RegisterProps } from './Register';

defineWidget<RegisterProps>('np-register', Register, {
  attributes: { countries: 'json', provinces: 'json', cities: 'json', recaptchaSiteKey: 'string', recaptchaDemoToken: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'np-register': HTMLElement;
  }
}
