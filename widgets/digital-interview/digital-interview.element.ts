// The account and participation texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import '../../src/i18n/participation';
import { defineWidget } from '../../src/elements/define-widget';
import { DigitalInterview, type DigitalInterviewProps } from './DigitalInterview';

defineWidget<DigitalInterviewProps>('np-digital-interview', DigitalInterview, { attributes: { interviewId: 'string', start: 'string', end: 'string' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-digital-interview': HTMLElement & { interviewId?: string; start?: string; end?: string };
  }
}
