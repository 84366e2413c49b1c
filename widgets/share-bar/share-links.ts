// Where each share target sends the reader, with the campaign tags every shared link carries.
import { SHARE_BAR_MOBILE_BREAKPOINT_PX } from '../../src/constants';

export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'linkedin' | 'telegram' | 'threads';

/** Shown collapsed; the rest only when the bar is expanded. */
export const ALWAYS_SHOWN: readonly ShareNetwork[] = ['facebook', 'twitter', 'whatsapp'];
export const SHOWN_WHEN_EXPANDED: readonly ShareNetwork[] = ['linkedin', 'telegram', 'threads'];

export type ShareCampaign = 'mobile_web' | 'desktop';

export const campaignFor = (windowWidth: number): ShareCampaign =>
  windowWidth < SHARE_BAR_MOBILE_BREAKPOINT_PX ? 'mobile_web' : 'desktop';

/** The article address with utm_medium=socialshare and the campaign; a bad address falls back to the page. */
export function sharedUrl(url: string | undefined, campaign: ShareCampaign, pageUrl: string): string {
  let address: URL;
  try {
    address = new URL(url ?? pageUrl, pageUrl);
    if (address.protocol !== 'http:' && address.protocol !== 'https:') address = new URL(pageUrl);
  } catch {
    address = new URL(pageUrl);
  }
  address.searchParams.set('utm_medium', 'socialshare');
  address.searchParams.set('utm_campaign', campaign);
  return address.href;
}

export function networkShareUrl(network: ShareNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url);
  const titled = encodeURIComponent(title ? `${title} ${url}` : url);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'whatsapp':
      return `https://api.whatsapp.com/send?text=${titled}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'telegram':
      return `https://t.me/share/url?url=${u}&text=${encodeURIComponent(title)}`;
    case 'threads':
      return `https://www.threads.net/intent/post?text=${titled}`;
  }
}
