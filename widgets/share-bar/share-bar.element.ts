import { defineWidget } from '../../src/elements/define-widget';
import { ShareBar, type ShareBarProps } from './ShareBar';

defineWidget<ShareBarProps>('np-share-bar', ShareBar, { attributes: { url: 'string', title: 'string' } });

declare global {
  interface HTMLElementTagNameMap {
    'np-share-bar': HTMLElement & { url?: string; title: string };
  }
}
