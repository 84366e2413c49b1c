import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { recordNpErrors } from '../../test/support/np-errors';
import { setPageConfig } from '../../test/support/page-config';
import { VAST_REQUEST_TIMEOUT_MS, VIDEO_AD_START_TIMEOUT_MS } from '../../src/constants';
import './video-player.element';

// A stand-in for hls.js: what the player asks of it, and a way to raise its errors.
const fakeHls = { instances: [] as FakeHls[], supported: true };
class FakeHls {
  static Events = { ERROR: 'hlsError' };
  static ErrorTypes = { NETWORK_ERROR: 'networkError', MEDIA_ERROR: 'mediaError', OTHER_ERROR: 'otherError' };
  static isSupported = () => fakeHls.supported;
  source?: string;
  media?: HTMLMediaElement;
  destroyed = false;
  recoverMediaError = jest.fn();
  startLoad = jest.fn();
  private listeners: Array<(event: string, data: { fatal: boolean; type: string; details: string }) => void> = [];
  constructor() {
    fakeHls.instances.push(this);
  }
  on(_event: string, listener: (event: string, data: { fatal: boolean; type: string; details: string }) => void) {
    this.listeners.push(listener);
  }
  loadSource(source: string) {
    this.source = source;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  destroy() {
    this.destroyed = true;
  }
  fail(type: string, details: string) {
    for (const listener of this.listeners) listener('hlsError', { fatal: true, type, details });
  }
}
jest.mock('hls.js/light', () => ({ __esModule: true, default: FakeHls }), { virtual: true });

const SRC = '/__demo/media/c1006/index.m3u8';
const VAST_TAG = '/__demo/media/vast.xml';
const DEMO_VAST = readFileSync(path.resolve(__dirname, '../../demo/media/vast.xml'), 'utf8');

let nativeHls = true;
const play = jest.fn(() => Promise.resolve());

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'canPlayType', { configurable: true, value: (type: string) => (type === 'video/mp4' || (nativeHls && type === 'application/vnd.apple.mpegurl') ? 'maybe' : '') });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: jest.fn() });
  Object.defineProperty(HTMLMediaElement.prototype, 'load', { configurable: true, value: jest.fn() });
});

beforeEach(() => {
  act(() => document.body.replaceChildren());
  window.dataLayer = [];
  nativeHls = true;
  fakeHls.instances = [];
  fakeHls.supported = true;
  play.mockClear();
  setPageConfig();
  window.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, url: `http://localhost${VAST_TAG}`, text: () => Promise.resolve(DEMO_VAST) } as Response));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.restoreAllMocks());

function placePlayer(values: Record<string, string>): HTMLElement {
  const element = document.createElement('np-video-player');
  act(() => {
    for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
    document.body.append(element);
  });
  return element;
}

const videoOf = (element: HTMLElement) => element.querySelector<HTMLVideoElement>('video:not(.np-video-player__ad video)');

/** Sets what the <video> reports and fires its event, as the browser would. */
function media(video: HTMLVideoElement, event: string, values: Partial<Record<'currentTime' | 'duration' | 'ended' | 'seeking', number | boolean>> = {}) {
  for (const [name, value] of Object.entries(values)) Object.defineProperty(video, name, { configurable: true, value });
  fireEvent(video, new Event(event));
}

/** With fake timers on: places a player with an ad, starts it, and returns the player and the ad's video. */
async function showAdOnFakeClock(): Promise<{ element: HTMLElement; adVideo: HTMLVideoElement }> {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const element = placePlayer({ src: SRC, lazy: '', 'ad-tag-url': VAST_TAG });
  await user.click(await screen.findByRole('button', { name: /Reproducir el vídeo/ }));
  const adVideo = (await screen.findByRole('group', { name: 'Publicidad' })).querySelector('video')!;
  return { element, adVideo };
}

describe('<np-video-player>', () => {
  it('in lazy mode shows only the poster inside a button labelled with the duration, and loads and plays the video on click', async () => {
    const element = placePlayer({ src: SRC, poster: '/poster.svg', duration: '95', lazy: '' });
    const poster = await screen.findByRole('button', { name: 'Reproducir el vídeo duración 1:35' });
    expect(poster.querySelector('img')).toHaveAttribute('src', '/poster.svg');
    expect(element.querySelector('video')).toBeNull();
    expect(element).toHaveAttribute('data-np-status', 'ready');

    await userEvent.click(poster);
    const video = await waitFor(() => videoOf(element)!);
    expect(video).toHaveAttribute('src', SRC);
    expect(video).toHaveAttribute('controls');
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Reproducir/ })).toBeNull();
  });

  it('without lazy holds the <video> with its poster and stream on mount, and does not start it', async () => {
    const element = placePlayer({ src: SRC, poster: '/poster.svg' });
    const video = await waitFor(() => videoOf(element)!);
    expect(video).toHaveAttribute('poster', '/poster.svg');
    expect(video).toHaveAttribute('src', SRC);
    expect(video).toHaveAccessibleName('Vídeo');
    expect(play).not.toHaveBeenCalled();
  });

  it('loads the player when lazy is turned off after the poster showed (the gallery edits it live)', async () => {
    const element = placePlayer({ src: SRC, lazy: '' });
    await screen.findByRole('button', { name: 'Reproducir el vídeo' });
    act(() => element.removeAttribute('lazy'));
    await waitFor(() => expect(videoOf(element)).toHaveAttribute('src', SRC));
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps its box from aspect-ratio, 16/9 by default', async () => {
    const wide = placePlayer({ src: SRC });
    const square = placePlayer({ src: SRC, 'aspect-ratio': '4-3' });
    await waitFor(() => expect(square.style.aspectRatio).toBe('4 / 3'));
    expect(wide.style.aspectRatio).toBe('16 / 9');
  });

  it('pushes play, seek, the 25/50/75 milestones once each, pause and complete to window.dataLayer', async () => {
    const element = placePlayer({ src: SRC });
    const video = await waitFor(() => videoOf(element)!);
    media(video, 'play', { duration: 8 });
    media(video, 'timeupdate', { currentTime: 2.5 });
    media(video, 'pause');
    media(video, 'seeking', { seeking: true });
    media(video, 'seeked', { seeking: false, currentTime: 6.5 });
    media(video, 'timeupdate', { currentTime: 7 });
    media(video, 'timeupdate', { currentTime: 7.5 });
    media(video, 'pause', { currentTime: 8, ended: true });
    media(video, 'ended');
    expect(window.dataLayer).toEqual([
      { event: 'video', action: 'play', src: SRC },
      { event: 'video', action: 'milestone', percent: 25, src: SRC },
      { event: 'video', action: 'pause', src: SRC },
      { event: 'video', action: 'seek', src: SRC },
      { event: 'video', action: 'milestone', percent: 50, src: SRC },
      { event: 'video', action: 'milestone', percent: 75, src: SRC },
      { event: 'video', action: 'complete', src: SRC },
    ]);
  });

  it('plays the VAST ad first with a live skip countdown, offers the skip button after the offset, then plays the content', async () => {
    const element = placePlayer({ src: SRC, lazy: '', 'ad-tag-url': VAST_TAG });
    await userEvent.click(await screen.findByRole('button', { name: /Reproducir el vídeo/ }));
    const ad = await screen.findByRole('group', { name: 'Publicidad' });
    expect(window.fetch).toHaveBeenCalledWith(`http://localhost${VAST_TAG}`, expect.anything());
    const adVideo = ad.querySelector('video')!;
    expect(adVideo).toHaveAttribute('src', 'http://localhost/__demo/media/ad.mp4');
    expect(within(ad).getByRole('timer')).toHaveTextContent('Puedes saltar el anuncio en 2 s');
    media(adVideo, 'timeupdate', { currentTime: 1.2, duration: 5 });
    expect(within(ad).getByRole('timer')).toHaveTextContent('Puedes saltar el anuncio en 1 s');
    expect(videoOf(element)).not.toHaveAttribute('controls');
    play.mockClear();

    expect(ad).toHaveFocus();

    media(adVideo, 'timeupdate', { currentTime: 2.1 });
    await userEvent.click(within(ad).getByRole('button', { name: 'Saltar el anuncio' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Publicidad' })).toBeNull());
    expect(videoOf(element)).toHaveAttribute('controls');
    await waitFor(() => expect(play).toHaveBeenCalled());
  });

  it('plays the content after the ad ends', async () => {
    const element = placePlayer({ src: SRC, lazy: '', 'ad-tag-url': VAST_TAG });
    await userEvent.click(await screen.findByRole('button', { name: /Reproducir el vídeo/ }));
    const ad = await screen.findByRole('group', { name: 'Publicidad' });
    media(ad.querySelector('video')!, 'ended');
    await waitFor(() => expect(videoOf(element)).toHaveAttribute('controls'));
    expect(screen.queryByRole('group', { name: 'Publicidad' })).toBeNull();
  });

  it('plays the content, and says why in the console, when the ad has not started within VIDEO_AD_START_TIMEOUT_MS, even after a pause', async () => {
    jest.useFakeTimers();
    try {
      const { element, adVideo } = await showAdOnFakeClock();
      // A pause before the ad has started (an engine that fires one as it refuses to play) keeps the watch.
      act(() => media(adVideo, 'pause'));
      act(() => jest.advanceTimersByTime(VIDEO_AD_START_TIMEOUT_MS - 1));
      expect(screen.getByRole('group', { name: 'Publicidad' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('group', { name: 'Publicidad' })).toBeNull();
      expect(videoOf(element)).toHaveAttribute('controls');
      expect(console.warn).toHaveBeenCalledWith(`np: the video ad did not start within ${VIDEO_AD_START_TIMEOUT_MS} ms, the content plays without it`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('plays the content when a started ad stands still for VIDEO_AD_START_TIMEOUT_MS, and not while it moves on', async () => {
    jest.useFakeTimers();
    try {
      const { element, adVideo } = await showAdOnFakeClock();
      Object.defineProperty(adVideo, 'paused', { configurable: true, value: false });
      act(() => media(adVideo, 'playing'));
      for (const second of [1, 2, 3]) {
        act(() => jest.advanceTimersByTime(VIDEO_AD_START_TIMEOUT_MS - 1));
        act(() => media(adVideo, 'timeupdate', { currentTime: second * 0.25, duration: 5 }));
      }
      expect(screen.getByRole('group', { name: 'Publicidad' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(VIDEO_AD_START_TIMEOUT_MS));
      expect(screen.queryByRole('group', { name: 'Publicidad' })).toBeNull();
      expect(videoOf(element)).toHaveAttribute('controls');
      expect(console.warn).toHaveBeenCalledWith(`np: the video ad stood still for ${VIDEO_AD_START_TIMEOUT_MS} ms, the content plays without it`);
    } finally {
      jest.useRealTimers();
    }
  });

  it('without lazy and with an ad, a play button over the poster starts the ad', async () => {
    placePlayer({ src: SRC, 'ad-tag-url': VAST_TAG });
    await userEvent.click(await screen.findByRole('button', { name: 'Reproducir el vídeo' }));
    expect(await screen.findByRole('group', { name: 'Publicidad' })).toBeInTheDocument();
  });

  it('without lazy, plays the ad of a tag that answered long after mount, once the reader presses play', async () => {
    jest.useFakeTimers();
    try {
      // An ad tag that answers when told to, and gives up on an abort, as fetch does.
      let answerNow: () => void = () => undefined;
      window.fetch = jest.fn(
        (_url: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
            answerNow = () => resolve({ ok: true, status: 200, url: `http://localhost${VAST_TAG}`, text: () => Promise.resolve(DEMO_VAST) } as Response);
          }),
      );
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      placePlayer({ src: SRC, 'ad-tag-url': VAST_TAG });
      const playButton = await screen.findByRole('button', { name: 'Reproducir el vídeo' });
      act(() => jest.advanceTimersByTime(VAST_REQUEST_TIMEOUT_MS * 3));
      answerNow();
      await user.click(playButton);
      expect(await screen.findByRole('group', { name: 'Publicidad' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives the ad request up when the player is removed before the answer', async () => {
    window.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const element = placePlayer({ src: SRC, 'ad-tag-url': VAST_TAG });
    await screen.findByRole('button', { name: 'Reproducir el vídeo' });
    const { signal } = (window.fetch as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(signal?.aborted).toBe(false);
    act(() => element.remove());
    expect(signal?.aborted).toBe(true);
  });

  it('plays the content when the ad tag fails', async () => {
    window.fetch = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const element = placePlayer({ src: SRC, lazy: '', 'ad-tag-url': VAST_TAG });
    await userEvent.click(await screen.findByRole('button', { name: /Reproducir el vídeo/ }));
    await waitFor(() => expect(videoOf(element)).toHaveAttribute('controls'));
    await waitFor(() => expect(play).toHaveBeenCalled());
    expect(screen.queryByRole('group', { name: 'Publicidad' })).toBeNull();
  });

  it('loads hls.js where the browser has no native HLS, loads segments only once the video plays, and destroys hls.js when removed', async () => {
    nativeHls = false;
    const element = placePlayer({ src: SRC });
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    const [hls] = fakeHls.instances;
    expect(hls!.source).toBe(SRC);
    expect(hls!.media).toBe(videoOf(element));
    expect(hls!.startLoad).not.toHaveBeenCalled();
    media(videoOf(element)!, 'play');
    expect(hls!.startLoad).toHaveBeenCalledTimes(1);
    act(() => element.remove());
    expect(hls!.destroyed).toBe(true);
  });

  it('loads segments at once when the reader pressed play while hls.js was downloading', async () => {
    nativeHls = false;
    const paused = jest.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockReturnValue(false);
    placePlayer({ src: SRC });
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    expect(fakeHls.instances[0]!.startLoad).toHaveBeenCalledTimes(1);
    paused.mockRestore();
  });

  it('a fatal hls.js network error shows the message with role="alert" and dispatches np:error', async () => {
    nativeHls = false;
    const errors = recordNpErrors();
    placePlayer({ src: SRC });
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    act(() => fakeHls.instances[0]!.fail('networkError', 'manifestLoadError'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el vídeo. Comprueba tu conexión e inténtalo de nuevo.');
    expect(errors.details).toEqual([expect.objectContaining({ kind: 'request', tag: 'np-video-player', code: 'VIDEO_NETWORK_ERROR', message: expect.stringContaining('manifestLoadError') })]);
    errors.stop();
  });

  it('tries one media recovery before calling a stream unplayable', async () => {
    nativeHls = false;
    const errors = recordNpErrors();
    placePlayer({ src: SRC });
    await waitFor(() => expect(fakeHls.instances).toHaveLength(1));
    const hls = fakeHls.instances[0]!;
    act(() => hls.fail('mediaError', 'bufferAppendError'));
    expect(hls.recoverMediaError).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => hls.fail('mediaError', 'bufferAppendError'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este vídeo no se puede reproducir en tu navegador.');
    expect(errors.details).toEqual([expect.objectContaining({ code: 'VIDEO_UNPLAYABLE' })]);
    errors.stop();
  });

  it("the <video>'s own error (native HLS) shows the message once and dispatches np:error once", async () => {
    const errors = recordNpErrors();
    const element = placePlayer({ src: SRC });
    const video = await waitFor(() => videoOf(element)!);
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 4, message: 'DEMUXER_ERROR' } });
    fireEvent(video, new Event('error'));
    fireEvent(video, new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este vídeo no se puede reproducir');
    expect(errors.details).toHaveLength(1);
    expect(errors.details[0]).toMatchObject({ code: 'VIDEO_UNPLAYABLE', message: expect.stringContaining('MEDIA_ERR_SRC_NOT_SUPPORTED') });
    errors.stop();
  });

  it("calls the stream a network failure when the <video> says unsupported but its address does not answer", async () => {
    const errors = recordNpErrors();
    const element = placePlayer({ src: SRC });
    const video = await waitFor(() => videoOf(element)!);
    window.fetch = jest.fn(() => Promise.resolve({ ok: false, status: 404 } as Response));
    Object.defineProperty(video, 'error', { configurable: true, value: { code: 4, message: 'DEMUXER_ERROR_COULD_NOT_PARSE' } });
    fireEvent(video, new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha podido cargar el vídeo.');
    expect(window.fetch).toHaveBeenCalledWith(SRC, expect.objectContaining({ cache: 'no-store' }));
    expect(errors.details).toEqual([expect.objectContaining({ code: 'VIDEO_NETWORK_ERROR', message: expect.stringContaining('does not answer') })]);
    errors.stop();
  });

  it('speaks Catalan on a ca page', async () => {
    setPageConfig({ lang: 'ca' });
    placePlayer({ src: SRC, duration: '8', lazy: '', 'ad-tag-url': VAST_TAG });
    await userEvent.click(await screen.findByRole('button', { name: 'Reproduir el vídeo durada 0:08' }));
    const ad = await screen.findByRole('group', { name: 'Publicitat' });
    expect(within(ad).getByRole('timer')).toHaveTextContent("Pots saltar l'anunci d'aquí a 2 s");
  });
});
