// The multimedia badge of a card: video or audio with its duration, a gallery with its photo count.
import type { MediaInfo } from '../../src/api/content';
import type { Translate } from '../../src/i18n';
import { duration } from './display-dates';

export function mediaBadge(info: MediaInfo, t: Translate): string {
  if (info.type === 'photo-gallery' && info.photoCount) return `${t('card.media.photo-gallery')} · ${t('card.media.photos', { count: info.photoCount })}`;
  const label = t(`card.media.${info.type}`);
  return info.duration ? `${label} · ${duration(info.duration)}` : label;
}
