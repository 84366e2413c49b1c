// The reader's paywall data for a content: from the `access` attribute (what the CMS knows now),
// else from the cookie that caches it per content (`np_paywall_<contentId>`, JSON, path `/`,
// browser session; read and written through js-cookie). Not in the spec: the cookie's name and life.
import Cookies from 'js-cookie';
import { PAYWALL_SHOWROOM_MESSAGE_ID, readPaywallData, type PaywallData } from '../../src/api/paywall';

const CONTENT_ID = /^[\w-]{1,64}$/;
const cookieName = (contentId: string): string | null => (CONTENT_ID.test(contentId) ? `np_paywall_${contentId}` : null);

export function cachedPaywallData(contentId: string): PaywallData | null {
  const name = cookieName(contentId);
  const text = name ? Cookies.get(name) : undefined;
  if (!text) return null;
  try {
    return readPaywallData(JSON.parse(text));
  } catch {
    return null;
  }
}

export function cachePaywallData(contentId: string, data: PaywallData): void {
  const name = cookieName(contentId);
  if (name) Cookies.set(name, JSON.stringify(data), { path: '/', sameSite: 'Lax' });
}

/** The attribute's data (cached for the next page) or the cached data; null without either. */
export function paywallDataFor(contentId: string, access: unknown): PaywallData | null {
  const given = readPaywallData(access);
  if (given) {
    cachePaywallData(contentId, given);
    return given;
  }
  return cachedPaywallData(contentId);
}

/**
 * The id of the message to show, or null: none when access is granted; in showroom (preview)
 * mode the fake id replaces the content's messages; otherwise the first of `messageIds`.
 */
export function currentMessageId(data: PaywallData | null, showroom: boolean): string | null {
  if (!data || data.accessGranted) return null;
  if (showroom) return PAYWALL_SHOWROOM_MESSAGE_ID;
  return data.messageIds[0] ?? null;
}
