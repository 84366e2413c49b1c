// The pre-roll: plays the VAST ad over the content, fires its impression and tracking pixels, and
// offers a skip button once the skip offset has passed (a live countdown until then). An ad that
// fails, or does not start in time, ends the break: the content never waits on it.
import { useEffect, useRef, useState } from 'react';
import { VIDEO_AD_START_TIMEOUT_MS } from '../../src/constants';
import { useT } from '../../src/i18n/use-t';
import { firePixels, type VastAd, type VastTrackingEvent } from './vast';

export interface AdBreakProps {
  ad: VastAd;
  /** Called once when the ad ends, is skipped or fails. */
  onDone: () => void;
}

const QUARTILES: ReadonlyArray<readonly [number, VastTrackingEvent]> = [
  [0.25, 'firstQuartile'],
  [0.5, 'midpoint'],
  [0.75, 'thirdQuartile'],
];

/** Plays with sound when the page may, muted otherwise (browsers always allow muted playback). */
export function playAllowingMute(video: HTMLVideoElement): Promise<void> {
  return video.play().catch((error: unknown) => {
    if (!(error instanceof DOMException && error.name === 'NotAllowedError')) throw error;
    video.muted = true;
    return video.play();
  });
}

export function AdBreak({ ad, onDone }: AdBreakProps) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [elapsedS, setElapsedS] = useState(0);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let finished = false;
    const fired = new Set<VastTrackingEvent>();
    const track = (event: VastTrackingEvent) => {
      if (fired.has(event)) return;
      fired.add(event);
      firePixels(ad.tracking[event]);
    };
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(watchTimer);
      onDoneRef.current();
    };
    // Until the ad starts, and then whenever it plays without moving on (a stalled ad server), it has
    // VIDEO_AD_START_TIMEOUT_MS: an ad never holds the content back for longer.
    let watchTimer = 0;
    const watch = (what: string) => {
      clearTimeout(watchTimer);
      watchTimer = window.setTimeout(() => {
        console.warn(`np: the video ad ${what} ${VIDEO_AD_START_TIMEOUT_MS} ms, the content plays without it`);
        finish();
      }, VIDEO_AD_START_TIMEOUT_MS);
    };
    watch('did not start within');
    const handlers: Record<string, () => void> = {
      playing: () => {
        watch('stood still for');
        if (fired.has('start')) return;
        firePixels(ad.impressions);
        track('start');
      },
      // A started ad that pauses is not stalled: the watch stops. Before the start, the start's watch runs on.
      pause: () => {
        if (fired.has('start')) clearTimeout(watchTimer);
      },
      timeupdate: () => {
        if (!video.paused) watch('stood still for');
        setElapsedS(video.currentTime);
        const durationS = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : ad.durationS;
        if (durationS) for (const [share, event] of QUARTILES) if (video.currentTime >= durationS * share) track(event);
      },
      ended: () => {
        track('complete');
        finish();
      },
      error: () => {
        console.warn('np: the video ad could not play, the content plays without it', video.error);
        finish();
      },
    };
    for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
    playAllowingMute(video).catch((error: unknown) => {
      if (finished) return; // paused because the ad was given up or skipped: not a failure of its own
      console.warn('np: the video ad could not start', error);
      finish();
    });
    return () => {
      finished = true;
      clearTimeout(watchTimer);
      for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
      video.pause();
    };
  }, [ad]);

  const skip = () => {
    firePixels(ad.tracking.skip);
    onDoneRef.current();
  };

  const secondsLeft = ad.skipOffsetS === undefined ? undefined : Math.max(0, Math.ceil(ad.skipOffsetS - elapsedS));
  return (
    <div className="np-video-player__ad" role="group" aria-label={t('video.ad')} tabIndex={-1}>
      <video ref={videoRef} className="np-video-player__media" src={ad.mediaUrl} playsInline preload="auto" />
      <p className="np-video-player__ad-badge" aria-hidden="true">
        {t('video.ad')}
      </p>
      {secondsLeft === undefined ? null : secondsLeft > 0 ? (
        <p className="np-video-player__skip np-video-player__skip--countdown" role="timer">
          {t('video.skipIn', { seconds: secondsLeft })}
        </p>
      ) : (
        <button type="button" className="np-video-player__skip" onClick={skip}>
          {t('video.skip')}
        </button>
      )}
    </div>
  );
}
