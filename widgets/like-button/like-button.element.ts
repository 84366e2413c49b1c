// The account texts load with this widget (they are not in the core catalogue).
import '../../src/i18n/account';
import { defineWidget } from '../../src/elements/define-widget';
import { LikeButton, type LikeButtonProps } from './LikeButton';

defineWidget<LikeButtonProps>('np-like-button', LikeButton, { attributes: { contentId: 'string', authorId: 'string' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-like-button': HTMLElement & { contentId?: string; authorId?: string };
  }
}
