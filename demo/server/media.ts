// The demo's video files under /__demo/media/ (demo/media/ in the repo): one real HLS stream
// (8 s of H.264 baseline and AAC in fMP4 segments, made once with ffmpeg and committed; see
// demo/media/README.md) that every seeded video plays, whatever its key, and a short MP4 ad with
// its VAST answers. Faults (POST /__demo/faults) reach these paths too.
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { sendText } from './http/respond';
import { serveFile } from './http/static-files';

export const MEDIA_DIR = path.resolve(__dirname, '../media');
/** Length of the committed stream: every seeded video shows this duration on its poster. */
export const DEMO_VIDEO_DURATION_S = 8;
export const DEMO_AD_TAG_PATH = '/__demo/media/vast.xml';
export const demoStreamPath = (key: string): string => `/__demo/media/${encodeURIComponent(key)}/index.m3u8`;

const STREAM_FILE = /^\/__demo\/media\/[a-z0-9-]+\/(index\.m3u8|init\.mp4|segment-\d{2}\.m4s)$/;
const AD_FILE = /^\/__demo\/media\/(ad\.mp4|vast\.xml|vast-empty\.xml)$/;
/** Where the VAST answer's impression and tracking pixels go (answered 204, for tests to watch). */
const VAST_EVENT_PATH = '/__demo/media/vast-event';

const noCache = () => ({ 'Cache-Control': 'no-cache' });

export function serveDemoMedia(res: ServerResponse, url: URL): Promise<void> | void {
  if (url.pathname === VAST_EVENT_PATH) {
    res.writeHead(204, { 'Cache-Control': 'no-store' });
    res.end();
    return;
  }
  const stream = STREAM_FILE.exec(url.pathname);
  if (stream?.[1]) return serveFile(res, path.join(MEDIA_DIR, 'video'), stream[1], noCache);
  const ad = AD_FILE.exec(url.pathname);
  if (ad?.[1]) return serveFile(res, MEDIA_DIR, ad[1], noCache);
  sendText(res, 404, 'Not found');
}
