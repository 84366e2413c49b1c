// What the player tells the tag manager: {event: 'video', action, percent?, src} in
// window.dataLayer for play, pause, seek, complete, and the 25, 50 and 75 % milestones, each
// milestone once per playback (a play after the end starts a new playback).
import { VIDEO_MILESTONES_PERCENT, VIDEO_SEEK_MIN_JUMP_S } from '../../src/constants';
import { pushToDataLayer } from '../../src/data-layer';

export type VideoAction = 'play' | 'pause' | 'seek' | 'complete' | 'milestone';

export type VideoDataLayerEntry = {
  event: 'video';
  action: VideoAction;
  percent?: number;
  src: string;
};

export interface PlaybackTracker {
  play(): void;
  /** `ended`: the pause browsers fire at the end, which is the complete and not a pause. */
  pause(ended: boolean): void;
  /** The playhead moved from one time to another by a seek. */
  seek(fromS: number, toS: number): void;
  progress(currentTimeS: number, durationS: number): void;
  complete(): void;
}

export function createPlaybackTracker(src: string, push: (entry: VideoDataLayerEntry) => void = pushToDataLayer): PlaybackTracker {
  let reached = new Set<number>();
  let completed = false;
  const send = (action: VideoAction, percent?: number) => push(percent === undefined ? { event: 'video', action, src } : { event: 'video', action, percent, src });

  const progress = (currentTimeS: number, durationS: number) => {
    if (completed || !(durationS > 0) || !Number.isFinite(durationS)) return;
    const percent = (currentTimeS / durationS) * 100;
    for (const milestone of VIDEO_MILESTONES_PERCENT) {
      if (percent >= milestone && !reached.has(milestone)) {
        reached.add(milestone);
        send('milestone', milestone);
      }
    }
  };

  return {
    play() {
      if (completed) {
        reached = new Set();
        completed = false;
      }
      send('play');
    },
    pause(ended) {
      if (!ended && !completed) send('pause');
    },
    seek(fromS, toS) {
      if (Math.abs(toS - fromS) >= VIDEO_SEEK_MIN_JUMP_S) send('seek');
    },
    progress,
    complete() {
      if (completed) return;
      // Reaching the end passes every milestone, even when the last time update came before one.
      progress(1, 1);
      completed = true;
      send('complete');
    },
  };
}

/** Wires a tracker to a video element's events; returns the function that unwires it. */
export function trackPlayback(video: HTMLVideoElement, tracker: PlaybackTracker): () => void {
  let lastTimeS = video.currentTime;
  let seekFromS: number | undefined;
  const handlers: Record<string, () => void> = {
    play: () => tracker.play(),
    pause: () => tracker.pause(video.ended),
    seeking: () => {
      seekFromS ??= lastTimeS;
    },
    seeked: () => {
      if (seekFromS !== undefined) tracker.seek(seekFromS, video.currentTime);
      seekFromS = undefined;
      lastTimeS = video.currentTime;
    },
    timeupdate: () => {
      if (!video.seeking) lastTimeS = video.currentTime;
      tracker.progress(video.currentTime, video.duration);
    },
    ended: () => tracker.complete(),
  };
  for (const [name, handler] of Object.entries(handlers)) video.addEventListener(name, handler);
  return () => {
    for (const [name, handler] of Object.entries(handlers)) video.removeEventListener(name, handler);
  };
}
