// The loaded player: a <video> with the stream attached (native HLS or hls.js), the dataLayer
// tracking, the optional VAST pre-roll before the content, and the error message.
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportChunkFailure } from '../../src/elements/chunk-failures';
import { useWidgetHost } from '../../src/elements/widget-host';
import { reportError } from '../../src/events';
import { useT } from '../../src/i18n/use-t';
import { AdBreak, playAllowingMute } from './AdBreak';
import { createPlaybackTracker, trackPlayback } from './playback-tracking';
import { attachStream, classifyMediaElementFailure, type AttachedStream, type FailureReport, type StreamFailure } from './stream';
import { requestVastAd, type VastAd, type VastRequest } from './vast';

export interface PlayerProps {
  src: string;
  poster?: string;
  adTagUrl?: string;
  /** Start playing at once (the reader clicked the lazy poster). */
  autoStart: boolean;
}

/** `idle`: waiting for the reader to start (only when an ad comes first); `ad-loading`: waiting for the VAST answer. */
type Phase = 'idle' | 'ad-loading' | 'ad' | 'content';

const canPlayType = (type: string): boolean => document.createElement('video').canPlayType(type) !== '';

export function Player({ src, poster, adTagUrl, autoStart }: PlayerProps) {
  const t = useT();
  const { tag } = useWidgetHost();
  const videoRef = useRef<HTMLVideoElement>(null);
  const attached = useRef<Promise<AttachedStream> | null>(null);
  const adRequest = useRef<VastRequest | null>(null);
  const started = useRef(false);
  const [phase, setPhase] = useState<Phase>(adTagUrl ? 'idle' : 'content');
  const [ad, setAd] = useState<VastAd | null>(null);
  const [failure, setFailure] = useState<StreamFailure | null>(null);

  const failed = useRef(false);
  const fail = useCallback(
    (report: FailureReport) => {
      if (failed.current) return;
      failed.current = true;
      if (report.chunkError) reportChunkFailure(tag, report.chunkError);
      else reportError({ kind: 'request', tag, code: report.failure === 'network' ? 'VIDEO_NETWORK_ERROR' : 'VIDEO_UNPLAYABLE', message: `The video ${src} could not play: ${report.detail}` });
      setFailure(report.failure);
    },
    [tag, src],
  );

  // The VAST request leaves before the content starts, so that the ad is ready when the reader is.
  useEffect(() => {
    if (!adTagUrl) return;
    const request = requestVastAd(adTagUrl, canPlayType);
    adRequest.current = request;
    return () => {
      adRequest.current = null;
      request.cancel();
    };
  }, [adTagUrl]);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    let stream: AttachedStream | undefined;
    let gone = false;
    const onError = () => void classifyMediaElementFailure(video.error, src).then(fail);
    video.addEventListener('error', onError);
    const untrack = trackPlayback(video, createPlaybackTracker(src));
    attached.current = attachStream(video, src, fail).then((each) => {
      if (gone) each.destroy();
      else stream = each;
      return each;
    });
    return () => {
      gone = true;
      video.removeEventListener('error', onError);
      untrack();
      stream?.destroy();
    };
  }, [src, fail]);

  const playContent = useCallback(async () => {
    await attached.current;
    const video = videoRef.current;
    if (!video) return;
    playAllowingMute(video).catch((error: unknown) => console.info('np: the video did not start on its own', error));
  }, []);

  const start = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    if (adRequest.current) {
      setPhase('ad-loading');
      const found = await adRequest.current.awaitAd();
      if (found) {
        setAd(found);
        setPhase('ad');
        return;
      }
    }
    setPhase('content');
    await playContent();
  }, [playContent]);

  const endAd = useCallback(() => {
    setAd(null);
    setPhase('content');
    void playContent();
  }, [playContent]);

  useEffect(() => {
    if (autoStart) void start();
  }, [autoStart, start]);

  // The control the reader pressed (the lazy poster, the play button, the skip button) goes away:
  // the focus follows to the ad, then to the video, unless the reader has moved it elsewhere.
  const focusFollows = useRef(autoStart);
  useEffect(() => {
    const player = videoRef.current?.parentElement;
    if (!focusFollows.current || !player) return;
    const active = document.activeElement;
    if (active && active !== document.body && !player.contains(active)) {
      focusFollows.current = false;
      return;
    }
    if (phase === 'ad') player.querySelector<HTMLElement>('.np-video-player__ad')?.focus();
    if (phase === 'content') videoRef.current?.focus();
  }, [phase]);

  return (
    <>
      <video ref={videoRef} className="np-video-player__media" poster={poster} controls={phase === 'content'} playsInline preload="metadata" aria-label={t('video.label')} />
      {phase === 'idle' && !failure ? (
        <button
          type="button"
          className="np-video-player__start"
          aria-label={t('video.play')}
          onClick={() => {
            focusFollows.current = true;
            void start();
          }}
        >
          <span className="np-video-player__play-icon" aria-hidden="true" />
        </button>
      ) : null}
      {phase === 'ad' && ad && !failure ? <AdBreak ad={ad} onDone={endAd} /> : null}
      {failure ? (
        <p className="np-video-player__error" role="alert">
          {t(failure === 'network' ? 'video.networkError' : 'video.unplayable')}
        </p>
      ) : null}
    </>
  );
}
