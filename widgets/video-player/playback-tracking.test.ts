import { createPlaybackTracker, trackPlayback, type VideoDataLayerEntry } from './playback-tracking';

const SRC = '/__demo/media/c1006/index.m3u8';

function recorder() {
  const entries: VideoDataLayerEntry[] = [];
  const tracker = createPlaybackTracker(SRC, (entry) => entries.push(entry));
  const actions = () => entries.map((entry) => (entry.percent === undefined ? entry.action : `${entry.action} ${entry.percent}`));
  return { entries, tracker, actions };
}

describe('video tracking in the dataLayer', () => {
  it('pushes {event: "video", action, src} for play and pause, and {percent} for milestones', () => {
    const { entries, tracker } = recorder();
    tracker.play();
    tracker.progress(30, 100);
    tracker.pause(false);
    expect(entries).toEqual([
      { event: 'video', action: 'play', src: SRC },
      { event: 'video', action: 'milestone', percent: 25, src: SRC },
      { event: 'video', action: 'pause', src: SRC },
    ]);
  });

  it('sends the 25, 50 and 75 % milestones once each per playback, in order, even when a seek jumps past them', () => {
    const { tracker, actions } = recorder();
    tracker.play();
    for (const time of [10, 25, 26, 40, 10, 80, 90]) tracker.progress(time, 100);
    expect(actions()).toEqual(['play', 'milestone 25', 'milestone 50', 'milestone 75']);
  });

  it('completes once at the end, passing the milestones a last time update missed, and ignores the pause browsers fire at the end', () => {
    const { tracker, actions } = recorder();
    tracker.play();
    tracker.progress(60, 100);
    tracker.pause(true);
    tracker.complete();
    tracker.complete();
    expect(actions()).toEqual(['play', 'milestone 25', 'milestone 50', 'milestone 75', 'complete']);
  });

  it('a replay after complete is a new playback: the milestones are sent again', () => {
    const { tracker, actions } = recorder();
    tracker.play();
    tracker.progress(100, 100);
    tracker.complete();
    tracker.play();
    tracker.progress(50, 100);
    expect(actions()).toEqual(['play', 'milestone 25', 'milestone 50', 'milestone 75', 'complete', 'play', 'milestone 25', 'milestone 50']);
  });

  it('a pause or a seek back does not start a new playback', () => {
    const { tracker, actions } = recorder();
    tracker.play();
    tracker.progress(30, 100);
    tracker.pause(false);
    tracker.seek(30, 0);
    tracker.play();
    tracker.progress(30, 100);
    expect(actions()).toEqual(['play', 'milestone 25', 'pause', 'seek', 'play']);
  });

  it('pushes a seek for a jump of 1 s or more, not for the player nudging the playhead', () => {
    const { tracker, actions } = recorder();
    tracker.seek(0, 0.2);
    tracker.seek(3, 2);
    expect(actions()).toEqual(['seek']);
  });

  it('sends no milestone while the duration is unknown', () => {
    const { tracker, actions } = recorder();
    tracker.progress(50, Number.NaN);
    tracker.progress(50, Infinity);
    tracker.progress(50, 0);
    expect(actions()).toEqual([]);
  });
});

describe('a <video> wired to the tracker', () => {
  function video(): { element: HTMLVideoElement; set: (values: Partial<Record<'currentTime' | 'duration' | 'ended' | 'seeking', number | boolean>>) => void } {
    const element = document.createElement('video');
    const values: Record<string, number | boolean> = { currentTime: 0, duration: 8, ended: false, seeking: false };
    for (const name of Object.keys(values)) Object.defineProperty(element, name, { configurable: true, get: () => values[name] });
    return { element, set: (next) => Object.assign(values, next) };
  }

  it('turns the media events into play, seek, milestones and complete, and stops when unwired', () => {
    const { entries, tracker, actions } = recorder();
    const { element, set } = video();
    const untrack = trackPlayback(element, tracker);
    element.dispatchEvent(new Event('play'));
    set({ currentTime: 0.5 });
    element.dispatchEvent(new Event('timeupdate'));
    set({ seeking: true });
    element.dispatchEvent(new Event('seeking'));
    set({ currentTime: 7.5 });
    element.dispatchEvent(new Event('timeupdate'));
    set({ seeking: false });
    element.dispatchEvent(new Event('seeked'));
    set({ currentTime: 8, ended: true });
    element.dispatchEvent(new Event('pause'));
    element.dispatchEvent(new Event('ended'));
    expect(actions()).toEqual(['play', 'milestone 25', 'milestone 50', 'milestone 75', 'seek', 'complete']);
    untrack();
    element.dispatchEvent(new Event('play'));
    expect(entries).toHaveLength(6);
  });
});
