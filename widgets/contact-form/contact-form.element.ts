// The account and participation texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import '../../src/i18n/participation';
import { defineWidget } from '../../src/elements/define-widget';
import { ContactForm, type ContactFormProps } from './ContactForm';

defineWidget<ContactFormProps>('np-contact-form', ContactForm, { attributes: {} });

declare global {
  interface HTMLElementTagNameMap {
    'np-contact-form': HTMLElement;
  }
}
