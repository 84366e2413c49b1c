import { createElement, type HTMLAttributes } from 'react';
import { sanitizeHtml } from './sanitize';

interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML from the API. Never trusted: it is sanitized here. */
  html: unknown;
  as?: 'div' | 'span' | 'p' | 'li';
}

/** Renders API HTML through DOMPurify. Widgets use this, never dangerouslySetInnerHTML. */
export function SafeHtml({ html, as = 'span', ...attributes }: SafeHtmlProps) {
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: sanitizeHtml(html) } });
}
