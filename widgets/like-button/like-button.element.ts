import { defineWidget } from '../../src/elements/define-widget';
import { LikeButton, type LikeButtonProps } from './LikeButton';

// Its own texts are in the core catalogue; the login prompt's arrive with the account code.
defineWidget<LikeButtonProps>('np-like-button', LikeButton, { attributes: { contentId: 'string', authorId: 'string' }, ready: 'manual' });

declare global {
  interface HTMLElementTagNameMap {
    'np-like-button': HTMLElement & { contentId?: string; authorId?: string };
  }
}
