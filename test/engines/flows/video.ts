import type { Flow } from './flow';

/** Runs in the page: the content video has played past `seconds`, or the player shows its error. */
function playedOrFailed(seconds: number): { played: boolean; alert: string } | null {
  const video = document.querySelector<HTMLVideoElement>('np-video-player video:not(.np-video-player__ad video)');
  const alert = document.querySelector('np-video-player [role="alert"]')?.textContent?.trim() ?? '';
  if (alert) return { played: false, alert };
  return video && video.currentTime > seconds ? { played: true, alert: '' } : null;
}

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
      await ui.click('button', 'Saltar el anuncio', 'np-video-player');
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
