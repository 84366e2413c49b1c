// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { Comments, type CommentsProps } from './Comments';

defineWidget<CommentsProps>('np-comments', Comments, { attributes: { contentId: 'string', closed: 'boolean', count: 'number' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-comments': HTMLElement & { contentId?: string; closed?: string; count?: string };
  }
}
