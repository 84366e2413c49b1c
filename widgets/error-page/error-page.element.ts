// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { ErrorPage, type ErrorPageProps } from './ErrorPage';

defineWidget<ErrorPageProps>('np-error-page', ErrorPage, { attributes: { code: 'number' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-error-page': HTMLElement & { code?: number };
  }
}
