import { createElement, type HTMLAttributes } from 'react';
import { loadedSanitizer } from './sanitizer';

interface LoadedSafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML from the API. Never trusted. */
  html: unknown;
  as?: 'div' | 'span' | 'p' | 'li';
}

/** Elements whose text is code or markup, not words for the reader. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * The text of HTML, read in a document made by DOMParser: such a document runs no script and
 * fetches nothing, and only its text reaches the page.
 */
function inertText(html: unknown): string {
  if (typeof html !== 'string' || html === '') return '';
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  return body.textContent ?? '';
}

/**
 * SafeHtml for widgets that load the sanitizer with their data (sanitizer.ts): the HTML through
 * DOMPurify once it is loaded; if its chunk failed, the text alone, so that a name or a summary
 * still shows.
 */
export function LoadedSafeHtml({ html, as = 'span', ...attributes }: LoadedSafeHtmlProps) {
  const sanitizer = loadedSanitizer();
  if (!sanitizer) return createElement(as, attributes, inertText(html));
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: sanitizer.sanitizeHtml(html) } });
}
