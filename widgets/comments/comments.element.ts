// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
// It calls the API as it mounts: the request client (np-request) comes with its chunk, not after it.
import '../../src/api/client';
import { defineWidget } from '../../src/elements/define-widget';
import { Comments, type CommentsProps } from './Comments';

defineWidget<CommentsProps>('np-comments', Comments, { attributes: { contentId: 'string', closed: 'boolean', count: 'number' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-comments': HTMLElement & { contentId?: string; closed?: string; count?: string };
  }
}
