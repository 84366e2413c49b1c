// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { NewsletterSignup, type NewsletterSignupProps } from './NewsletterSignup';

defineWidget<NewsletterSignupProps>('np-newsletter-signup', NewsletterSignup, { attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'np-newsletter-signup': HTMLElement;
  }
}
