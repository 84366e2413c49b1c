// <np-video-player>: the box keeps its aspect ratio from the start; lazy mode shows the poster in
// a button and loads the player (and hls.js where needed) on click, otherwise it loads on mount.
import { useLayoutEffect, useState } from 'react';
import { useWidgetHost } from '../../src/elements/widget-host';
import { useT } from '../../src/i18n/use-t';
import { cssAspectRatio, formatDuration } from './media-format';
import { Player } from './Player';
import './video-player.css';

export interface VideoPlayerProps {
  /** HLS address (.m3u8), or a progressive file the browser plays. */
  src?: string;
  poster?: string;
  /** Seconds, shown on the lazy poster. */
  duration?: number;
  aspectRatio?: string;
  lazy: boolean;
  adTagUrl?: string;
}

export function VideoPlayer({ src, poster, duration, aspectRatio, lazy, adTagUrl }: VideoPlayerProps) {
  const t = useT();
  const { element } = useWidgetHost();
  const [clicked, setClicked] = useState(false);
  const opened = !lazy || clicked;
  const shownDuration = formatDuration(duration);

  // placeholder.css sizes the usual ratios before the code arrives; this covers any other.
  useLayoutEffect(() => {
    element.style.aspectRatio = cssAspectRatio(aspectRatio);
  }, [element, aspectRatio]);

  if (!src) {
    return (
      <div className="np-video-player">
        <p className="np-video-player__error" role="alert">
          {t('video.unplayable')}
        </p>
      </div>
    );
  }
  return (
    <div className="np-video-player">
      {opened ? (
        <Player src={src} poster={poster} adTagUrl={adTagUrl} autoStart={lazy} />
      ) : (
        <button type="button" className="np-video-player__poster" onClick={() => setClicked(true)}>
          {poster ? <img className="np-video-player__poster-image" src={poster} alt="" /> : null}
          <span className="np-video-player__play-icon" aria-hidden="true" />
          <span className="np-video-player__hidden">{t('video.play')}</span>
          {shownDuration ? (
            <span className="np-video-player__duration">
              <span className="np-video-player__hidden">{` ${t('video.duration')} `}</span>
              {shownDuration}
            </span>
          ) : null}
        </button>
      )}
    </div>
  );
}
