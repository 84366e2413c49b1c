// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { Poll, type PollProps } from './Poll';

defineWidget<PollProps>('np-poll', Poll, { attributes: { pollId: 'string', start: 'string', end: 'string', options: 'json', question: 'string' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-poll': HTMLElement & { pollId?: string; start?: string; end?: string; options?: string; question?: string };
  }
}
