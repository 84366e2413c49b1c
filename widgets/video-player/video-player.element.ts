import { defineWidget } from '../../src/elements/define-widget';
import '../../src/i18n/video';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

defineWidget<VideoPlayerProps>('np-video-player', VideoPlayer, {
  attributes: { src: 'string', poster: 'string', duration: 'number', aspectRatio: 'string', lazy: 'boolean', adTagUrl: 'string' },
});

declare global {
  interface HTMLElementTagNameMap {
    'np-video-player': HTMLElement & { src?: string; poster?: string; duration?: string; aspectRatio?: string; lazy?: string; adTagUrl?: string };
  }
}
