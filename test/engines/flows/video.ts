import type { Flow } from './flow';

/** Runs in the page: the content video has played past `seconds`, or the player shows its error. */
function playedOrFailed(seconds: number): { played: boolean; alert: string } | null {
  const video = document.querySelector<HTMLVideoElement>('np-video-player video:not(.np-video-player__ad video)');
  const alert = document.querySelector('np-video-player [role="alert"]')?.textContent?.trim() ?? '';
  if (alert) return { played: false, alert };
  return video && video.currentTime > seconds ? { played: true, alert: '' } : null;
}

/** Runs in the page: which comes first, the ad's skip button or the content playing (the ad gave up). */
function skipButtonOrContent(): 'skip button' | 'content' | null {
  const skip = [...document.querySelectorAll('np-video-player button')].some((button) => button.textContent?.trim() === 'Saltar el anuncio');
  if (skip) return 'skip button';
  const video = document.querySelector<HTMLVideoElement>('np-video-player video:not(.np-video-player__ad video)');
  return video && video.currentTime > 0 ? 'content' : null;
}

/** The player's console warnings when the VAST request or the ad's start ran out of time. */
const AD_TIMED_OUT = /np: the video ad (did not start within|stood still for)|np: no video ad.*Abort/;

/** Runs in the page: whether this engine can decode the demo stream (H.264 and AAC in fMP4), natively or through Media Source Extensions. */
function canDecodeDemoStream(): boolean {
  const type = 'video/mp4; codecs="avc1.42E01E, mp4a.40.2"';
  const native = document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  return native || (typeof MediaSource !== 'undefined' && MediaSource.isTypeSupported(type));
}

export const video: Flow = {
  name: 'a lazy video shows only its poster button; a click plays the ad with its skip button, then the HLS content, and pushes play to the dataLayer',
  async run(ui) {
    await ui.open('diario', '/noticia/1013', 'np-video-player');
    expect(await ui.driver.evaluate(() => document.querySelectorAll('np-video-player video').length)).toBe(0);
    await ui.click('button', /^Reproducir el vídeo/, 'np-video-player');
    const decodes = await ui.driver.evaluate(canDecodeDemoStream);
    if (decodes) {
      const first = await ui.waitFor('the skip button or the content playing', skipButtonOrContent).catch(async (error: Error) => {
        // What both videos and the player's console said, for whoever reads the failure.
        const media = await ui.driver.evaluate(() => [...document.querySelectorAll<HTMLVideoElement>('np-video-player video')].map((video) => `${video.closest('[role="group"]') ? 'ad' : 'content'}: time ${video.currentTime}, readyState ${video.readyState}, networkState ${video.networkState}, paused ${video.paused}, error ${video.error?.code ?? '-'}`));
        throw new Error(`${error.message}; ${media.join('; ')}; warnings: ${(await ui.probe()).warnings.join('; ')}`);
      });
      if (first === 'skip button') await ui.click('button', 'Saltar el anuncio', 'np-video-player');
      else {
        // An ad never holds the content back: on a loaded machine the ad's answer (3 s), its start or
        // its playing on (5 s each) can run out of time, and the content plays without it. Only that way round passes.
        const { warnings } = await ui.probe();
        expect(warnings.filter((warning) => AD_TIMED_OUT.test(warning))).not.toEqual([]);
        console.log(`${ui.driver.engine}: the ad ran out of time and the content played without it (${warnings.join('; ')})`);
      }
      const outcome = (await ui.waitFor('the content to play past 0.2 s', playedOrFailed, 0.2))!;
      expect(outcome).toEqual({ played: true, alert: '' });
      await ui.waitFor('play in the dataLayer', () => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []).some((entry) => entry.event === 'video' && entry.action === 'play'));
    } else {
      // An engine built without H.264 (a distribution's choice) gets the player's message, never a broken page.
      const outcome = (await ui.waitFor('the content to play or the player to say it cannot', playedOrFailed, 0.2))!;
      expect(outcome.alert).not.toBe('');
    }
  },
};
