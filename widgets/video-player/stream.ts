// Puts a stream into a <video>: the browser's own HLS where it has it (feature detection with
// canPlayType, never the user agent), hls.js otherwise, loaded then in its own chunk (np-hls).
// Failures reach `onFailure` once: 'network' (the stream could not be fetched) or 'unplayable'.
import { withRetries } from '../../src/elements/chunk-failures';

export type StreamFailure = 'network' | 'unplayable';

export interface FailureReport {
  failure: StreamFailure;
  /** What went wrong, in English, for np:error (hls.js error details, MediaError code...). */
  detail: string;
  /** The chunk of hls.js failed to load, after the same retries as a widget's chunk (reported as a chunk failure). */
  chunkError?: unknown;
}

export interface AttachedStream {
  destroy(): void;
}

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

export const isHlsAddress = (src: string): boolean => /\.m3u8$/i.test(src.split(/[?#]/)[0] ?? '');

export const playsHlsNatively = (video: HTMLVideoElement): boolean => video.canPlayType(HLS_MIME_TYPE) !== '';

const MEDIA_ERROR_NAMES: Record<number, string> = { 1: 'MEDIA_ERR_ABORTED', 2: 'MEDIA_ERR_NETWORK', 3: 'MEDIA_ERR_DECODE', 4: 'MEDIA_ERR_SRC_NOT_SUPPORTED' };

/** The failure of a <video> element's own error (native HLS or a progressive file). */
function mediaElementFailure(error: MediaError | null): FailureReport {
  const code = error?.code ?? 0;
  return { failure: code === 2 ? 'network' : 'unplayable', detail: `${MEDIA_ERROR_NAMES[code] ?? 'MEDIA_ERR_UNKNOWN'}${error?.message ? `: ${error.message}` : ''}` };
}

/** True when the address answers with a success (or answers at all, where CORS hides the status). */
async function answers(src: string): Promise<boolean> {
  const controller = new AbortController();
  try {
    const response = await fetch(src, { cache: 'no-store', signal: controller.signal });
    return response.ok;
  } catch {
    try {
      await fetch(src, { mode: 'no-cors', cache: 'no-store', signal: controller.signal });
      return true;
    } catch {
      return false;
    }
  } finally {
    controller.abort(); // only the headers were needed
  }
}

/**
 * The <video>'s own error, told apart: browsers call a stream whose address fails (404, no
 * connection) "not supported", so the address is asked once before the stream is called unplayable.
 */
export async function classifyMediaElementFailure(error: MediaError | null, src: string): Promise<FailureReport> {
  const report = mediaElementFailure(error);
  if (report.failure === 'network' || (await answers(src))) return report;
  return { failure: 'network', detail: `${report.detail}; the stream address does not answer` };
}

function attachNatively(video: HTMLVideoElement, src: string): AttachedStream {
  video.src = src;
  return {
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}

async function attachWithHlsJs(video: HTMLVideoElement, src: string, onFailure: (report: FailureReport) => void): Promise<AttachedStream> {
  let Hls: typeof import('hls.js').default;
  try {
    Hls = (await withRetries(() => import(/* webpackChunkName: "np-hls" */ 'hls.js/light'))).default;
  } catch (chunkError) {
    onFailure({ failure: 'network', detail: 'the hls.js chunk did not load', chunkError });
    return { destroy: () => undefined };
  }
  if (!Hls.isSupported()) {
    onFailure({ failure: 'unplayable', detail: 'no Media Source Extensions for HLS' });
    return { destroy: () => undefined };
  }
  // No worker: it would need a blob: script, which a strict CSP with Trusted Types refuses.
  // Like preload="metadata": only the playlist until the video plays, not 30 s of segments on every page view.
  const hls = new Hls({ enableWorker: false, autoStartLoad: false });
  const startLoading = () => hls.startLoad();
  let recoveredOnce = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredOnce) {
      recoveredOnce = true;
      hls.recoverMediaError();
      return;
    }
    hls.destroy();
    onFailure({ failure: data.type === Hls.ErrorTypes.NETWORK_ERROR ? 'network' : 'unplayable', detail: `hls.js ${data.type}: ${data.details}` });
  });
  hls.loadSource(src);
  hls.attachMedia(video);
  // After loadSource, which stops loading. A reader who pressed play while this chunk downloaded
  // has had their 'play' event already.
  if (video.paused) video.addEventListener('play', startLoading, { once: true });
  else startLoading();
  return {
    destroy: () => {
      video.removeEventListener('play', startLoading);
      hls.destroy();
    },
  };
}

/** Starts loading `src` into the video; the answer's destroy() stops it. */
export function attachStream(video: HTMLVideoElement, src: string, onFailure: (report: FailureReport) => void): Promise<AttachedStream> {
  if (!isHlsAddress(src) || playsHlsNatively(video)) return Promise.resolve(attachNatively(video, src));
  return attachWithHlsJs(video, src, onFailure);
}
