// Small stroke icons drawn for this bar; decorative, the buttons carry the labels.
import type { ShareNetwork } from './share-links';

export type ShareIconName = ShareNetwork | 'copy' | 'more' | 'less' | 'native';

const PATHS: Record<ShareIconName, string> = {
  facebook: 'M14 21v-8h3l.5-3.5H14V7.8c0-1 .4-1.6 1.7-1.6h1.9V3.2c-.4 0-1.5-.2-2.8-.2-2.8 0-4.3 1.6-4.3 4.5v2H7.5V13h3v8',
  twitter: 'M4 4l16 16M20 4L4 20',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7L4 20M9 8.5c0 3.5 3 6.5 6.5 6.5',
  linkedin: 'M5 9v11M5 4.5v.5M10 20v-11M10 13.5c0-2.5 1.5-4.5 4-4.5s4 1.5 4 4.5V20',
  telegram: 'M21 4L3 11.5l6 2 2 6.5 3.2-4 5 4zM9 13.5l12-9.5',
  threads: 'M16 11.5c-.4-2.3-2-3.5-4.2-3.5-2.5 0-4 1.8-4 4s1.6 4 4 4c3.3 0 4.7-2.5 4.2-5.5M16 12c2.5 1 3.5 3 2.5 5-1.3 2.7-4.5 3.6-7 3.2A8.5 8.5 0 1 1 20 9',
  copy: 'M10 14a4 4 0 0 0 6 .5l3-3a4 4 0 0 0-5.7-5.7l-1.3 1.3M14 10a4 4 0 0 0-6-.5l-3 3a4 4 0 0 0 5.7 5.7l1.3-1.3',
  more: 'M12 5v14M5 12h14',
  less: 'M5 12h14',
  native: 'M18 8a3 3 0 1 0 0-.1M6 15a3 3 0 1 0 0-.1M18 22a3 3 0 1 0 0-.1M8.6 13.5l6.8-4M8.6 16.5l6.8 4',
};

export function ShareIcon({ name }: { name: ShareIconName }) {
  return (
    <svg className="np-share-bar__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
