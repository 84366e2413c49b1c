// VAST (IAB Video Ad Serving Template) for the player's pre-roll: fetch the ad tag, read its first
// inline linear ad (media file the browser can play, skip offset, impression and tracking pixels).
// Wrappers (a VAST pointing at another VAST) and VPAID are not followed: such an ad is skipped.
import { VAST_REQUEST_TIMEOUT_MS } from '../../src/constants';

export type VastTrackingEvent = 'start' | 'firstQuartile' | 'midpoint' | 'thirdQuartile' | 'complete' | 'skip';

const TRACKED: readonly VastTrackingEvent[] = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete', 'skip'];

export interface VastAd {
  /** Absolute http(s) address of the chosen media file. */
  mediaUrl: string;
  mediaType: string;
  /** Seconds after which the reader may skip; undefined when the ad cannot be skipped. */
  skipOffsetS?: number;
  durationS?: number;
  impressions: string[];
  tracking: Record<VastTrackingEvent, string[]>;
}

/** Says whether the browser can play a media type (`video.canPlayType` without hls.js). */
export type CanPlay = (mimeType: string) => boolean;

const HLS_TYPES = /^application\/(vnd\.apple\.mpegurl|x-mpegurl)$/i;

/** `HH:MM:SS` or `HH:MM:SS.mmm` in seconds; undefined when malformed. */
export function parseVastTime(value: string | null | undefined): number | undefined {
  const match = /^\s*(\d+):([0-5]?\d):([0-5]?\d(?:\.\d+)?)\s*$/.exec(value ?? '');
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** A skipoffset: a time or a percentage of the duration. */
export function parseSkipOffset(value: string | null, durationS: number | undefined): number | undefined {
  if (!value) return undefined;
  const percent = /^\s*(\d+(?:\.\d+)?)%\s*$/.exec(value);
  if (percent) return durationS === undefined ? undefined : (durationS * Number(percent[1])) / 100;
  return parseVastTime(value);
}

/** Only absolute http(s) addresses (relative ones resolved against the tag), never javascript: or data:. */
function webAddress(text: string | null | undefined, base: string): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const children = (parent: Element, name: string): Element[] => [...parent.children].filter((child) => child.localName === name);
const descendants = (parent: Element | Document, name: string): Element[] => [...parent.getElementsByTagName(name)];

function addresses(elements: Element[], base: string): string[] {
  return elements.map((element) => webAddress(element.textContent, base)).filter((url): url is string => url !== undefined);
}

interface Candidate {
  url: string;
  type: string;
}

/** The media files the browser can play: MP4 first, then other progressive files, then HLS the browser plays natively. */
function playableMedia(linear: Element, base: string, canPlay: CanPlay): Candidate | undefined {
  const candidates = descendants(linear, 'MediaFile')
    .map((file) => ({ url: webAddress(file.textContent, base), type: (file.getAttribute('type') ?? '').trim() }))
    .filter((file): file is Candidate => file.url !== undefined && file.type !== '' && canPlay(file.type));
  const rank = (file: Candidate) => (file.type.toLowerCase() === 'video/mp4' ? 0 : HLS_TYPES.test(file.type) ? 2 : 1);
  return candidates.sort((a, b) => rank(a) - rank(b))[0];
}

/** The first inline linear ad of a VAST document with a media file the browser can play; null otherwise. */
export function parseVast(xml: string, base: string, canPlay: CanPlay): VastAd | null {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0 || document.documentElement?.localName !== 'VAST') return null;
  for (const inline of descendants(document, 'InLine')) {
    for (const linear of descendants(inline, 'Linear')) {
      const media = playableMedia(linear, base, canPlay);
      if (!media) continue;
      const durationS = parseVastTime(children(linear, 'Duration')[0]?.textContent);
      const tracking = Object.fromEntries(TRACKED.map((event) => [event, [] as string[]])) as Record<VastTrackingEvent, string[]>;
      for (const element of descendants(linear, 'Tracking')) {
        const event = element.getAttribute('event') as VastTrackingEvent | null;
        const url = webAddress(element.textContent, base);
        if (event && TRACKED.includes(event) && url) tracking[event].push(url);
      }
      return {
        mediaUrl: media.url,
        mediaType: media.type,
        skipOffsetS: parseSkipOffset(linear.getAttribute('skipoffset'), durationS),
        durationS,
        impressions: addresses(children(inline, 'Impression'), base),
        tracking,
      };
    }
  }
  return null;
}

/**
 * Asks the ad tag for its VAST answer. Anything but a playable ad (network failure, error status,
 * malformed or empty VAST, an abort through `signal`) resolves to null: an ad never blocks the content.
 */
export async function fetchVastAd(adTagUrl: string, canPlay: CanPlay, signal?: AbortSignal): Promise<VastAd | null> {
  try {
    const address = webAddress(adTagUrl, window.location.href);
    if (!address) return null;
    const response = await fetch(address, { signal, headers: { Accept: 'application/xml, text/xml' } });
    if (!response.ok) throw new Error(`the ad tag answered ${response.status}`);
    return parseVast(await response.text(), response.url || address, canPlay);
  } catch (error) {
    // A request cancelled because the player went away is not worth a warning.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('np: no video ad, the content plays without it', error);
    return null;
  }
}

/** A VAST request under way: it leaves on mount so that the ad is ready when the reader is. */
export interface VastRequest {
  /**
   * The ad, or null. The reader waits at most `VAST_REQUEST_TIMEOUT_MS` from this call (made when
   * they press play), however long the request has been under way before; then it is given up.
   */
  awaitAd(): Promise<VastAd | null>;
  /** Gives the request up without a warning (the player is gone). */
  cancel(): void;
}

export function requestVastAd(adTagUrl: string, canPlay: CanPlay): VastRequest {
  const controller = new AbortController();
  const answer = fetchVastAd(adTagUrl, canPlay, controller.signal);
  return {
    awaitAd() {
      const giveUp = () => controller.abort(new DOMException(`the ad tag did not answer within ${VAST_REQUEST_TIMEOUT_MS} ms`, 'TimeoutError'));
      const timer = setTimeout(giveUp, VAST_REQUEST_TIMEOUT_MS);
      return answer.finally(() => clearTimeout(timer));
    },
    cancel: () => controller.abort(),
  };
}

/** Fires tracking pixels (an image request each, as ad servers expect). */
export function firePixels(urls: readonly string[]): void {
  for (const url of urls) new Image().src = url;
}
