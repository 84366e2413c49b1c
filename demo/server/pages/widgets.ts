// The widget tags a CMS template places. Add a function here for each new widget, then call it
// from the page templates (header in chrome.ts, article in article.ts, and so on).
import type { AdPosition } from '../../../src/api/ad';
import { attributes, SafeHtml, type AttributeValue } from './html';

export type WidgetAttributes = Readonly<Record<string, AttributeValue | object>>;

const WIDGET_TAG = /^np-[a-z0-9-]+$/;

/** `<np-… attr="…"></np-…>`: objects and arrays become JSON attributes; every value is escaped. */
export function widgetTag(tag: string, values: WidgetAttributes = {}): SafeHtml {
  if (!WIDGET_TAG.test(tag)) throw new Error(`Not a widget tag: ${tag}`);
  const flat: Record<string, AttributeValue> = {};
  for (const [name, value] of Object.entries(values)) {
    flat[name] = typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  }
  return new SafeHtml(`<${tag}${attributes(flat).value}></${tag}>`);
}

/** `<np-share-bar>`: absolute URL and title of the page to share. */
export function shareBar(url: string, title: string): SafeHtml {
  return widgetTag('np-share-bar', { url, title });
}

/** `<np-ad-slot>`; `lazy` loads it when it nears the viewport. */
export function adSlot(position: AdPosition, options: { lazy?: boolean } = {}): SafeHtml {
  return widgetTag('np-ad-slot', { position, loading: options.lazy ? 'lazy' : undefined });
}

// Reader accounts (issue 4).
/** `<np-login>` (/acceso), `<np-forgot-password>`, `<np-change-password>`, `<np-register>`. */
export const accountForm = (tag: 'np-login' | 'np-forgot-password' | 'np-change-password' | 'np-register', values: WidgetAttributes = {}): SafeHtml => widgetTag(tag, values);

/** `<np-profile>` with the code-to-name maps of its selects; the tab comes from the path. */
export function profile(maps: { countries: object; provinces: object; cities: object }): SafeHtml {
  return widgetTag('np-profile', maps);
}

/** `<np-user-button>` in the header. */
export const userButton = (): SafeHtml => widgetTag('np-user-button');

/** `<np-like-button>` for a content or an author. */
export const likeButton = (target: { contentId: string } | { authorId: string }): SafeHtml =>
  widgetTag('np-like-button', 'contentId' in target ? { 'content-id': target.contentId } : { 'author-id': target.authorId });

/** `<np-newsletter-signup>`. */
export const newsletterSignup = (): SafeHtml => widgetTag('np-newsletter-signup');

/** `<np-alert-banner alerts="[…]">`. */
export const alertBanner = (alerts: readonly object[]): SafeHtml => widgetTag('np-alert-banner', { alerts });

/** `<np-error-page code="404">`. */
export const errorPage = (code: 401 | 403 | 404 | 410 | 500): SafeHtml => widgetTag('np-error-page', { code });
