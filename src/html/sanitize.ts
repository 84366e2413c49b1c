// The one place where HTML that comes from the API becomes DOM. DOMPurify removes scripts,
// event handlers and javascript: URLs; under Trusted Types it hands back TrustedHTML.
import DOMPurify from 'dompurify';

const FORBID_ATTR = ['style'];
/** Kept, unlike DOMPurify's default, so that CMS links meant for a new tab still open one (made safe below). */
const ADD_ATTR = ['target'];
const LINK_TARGET_GUARD = 'rel';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  // Links that open elsewhere must not get a handle on this page; any other target is dropped.
  if (!(node instanceof Element) || !node.hasAttribute('target')) return;
  if (node.localName === 'a' && node.getAttribute('target') === '_blank') node.setAttribute(LINK_TARGET_GUARD, 'noopener noreferrer');
  else node.removeAttribute('target');
});

/** Sanitized markup for `dangerouslySetInnerHTML` (TrustedHTML where the browser has Trusted Types). */
export function sanitizeHtml(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  return DOMPurify.sanitize(html, { FORBID_ATTR, ADD_ATTR, RETURN_TRUSTED_TYPE: true }) as unknown as string;
}

/** Sanitized nodes to insert with DOM methods, no HTML string sink involved. */
export function sanitizeToFragment(html: unknown): DocumentFragment {
  if (typeof html !== 'string' || html === '') return document.createDocumentFragment();
  // DOMPurify answers null when the markup has no body (a <frameset> document).
  return DOMPurify.sanitize(html, { FORBID_ATTR, ADD_ATTR, RETURN_DOM_FRAGMENT: true }) ?? document.createDocumentFragment();
}

/** Plain text of an HTML string (for labels and attributes). */
export function htmlToText(html: unknown): string {
  return sanitizeToFragment(html).textContent ?? '';
}
