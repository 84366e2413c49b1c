// Demo switches that serve a page's HTML in another shape, for measuring np's cost (never in the bundle):
//  - `?bare=1`: the same page without np's code: no loader script, so nothing of np runs. The
//    template's `<np-*>` elements stay as it wrote them, undefined, with the server HTML inside them
//    (a search's first page, a carousel's list, the last-hour strip) and the placeholder rules that
//    size and style them: what a reader sees before np runs, and the baseline np's cost is measured
//    against (README, "np's cost").
//  - `?bare=snippet`: the template's loader tag kept as it is, naming an empty script
//    (EMPTY_LOADER_PATH) instead of np's loader: what the snippet alone costs a page, whatever code
//    is behind it. Lighthouse's simulation counts a deferred script that was in, and began to run,
//    before the real (fast) load's largest paint as needed for that paint, so np's cost against
//    `?bare=1` holds a part no code of np can lower (README, "What the tag alone costs").
//  - `?bare=widgets`: the page without any trace of np: no loader, no placeholder stylesheet, no
//    `<np-*>` element (with everything inside it) and no preload of an image only a widget shows.
//    Its cost figures also count the site's own content that sits inside widgets.
//  - `?snippet=blocking`: the loader with `blocking="render"` (which only Chromium honours), to
//    measure against the README's template snippet the pages use (`?snippet=plain` names that
//    default, for older bench commands).
//  - `?snippet=link`: np-placeholders.css linked as a file, where the pages otherwise carry its
//    rules in a <style> (the README's snippet: a template includes the file; see app.ts).
import { PAGE_RULES_MARK, WIDGET_PRELOAD_MARK } from './layout';

const LOADER_TAG = /<script defer (src="[^"]*\/np-loader\.js")><\/script>\n?/;
const PLACEHOLDERS_LINK = /<link rel="stylesheet" href="[^"]*\/np-placeholders\.css">\n?/;
const WIDGET_IMAGE_PRELOAD = new RegExp(`<link rel="preload" [^>]*${WIDGET_PRELOAD_MARK}>\\n?`, 'g');
const PAGE_RULES_LINK = new RegExp(`<link rel="stylesheet" href="[^"]*/([a-z-]+\\.css)" ${PAGE_RULES_MARK}>\\n?`, 'g');
/** An opening or closing tag of a widget element. Attribute values are escaped, so `<` only starts a tag. */
const WIDGET_TAG = /<(\/?)(np-[a-z0-9-]+)\b[^>]*>/g;

/** The empty script `?bare=snippet` names in the loader's place (demo-endpoints.ts serves it). */
export const EMPTY_LOADER_PATH = '/__demo/empty-loader.js';

export type PageVariant = 'np' | 'bare' | 'bare-snippet' | 'bare-widgets' | 'blocking-snippet';

export function pageVariantOf(query: URLSearchParams): PageVariant {
  if (query.get('bare') === '1') return 'bare';
  if (query.get('bare') === 'snippet') return 'bare-snippet';
  if (query.get('bare') === 'widgets') return 'bare-widgets';
  if (query.get('snippet') === 'blocking') return 'blocking-snippet';
  return 'np';
}

/** The HTML without every outermost `<np-*>…</np-*>` element (nested widgets go with their parent). */
export function withoutWidgets(html: string): string {
  let out = '';
  let copiedUpTo = 0;
  let depth = 0;
  for (const match of html.matchAll(WIDGET_TAG)) {
    const closing = match[1] === '/';
    if (!closing && depth++ === 0) {
      out += html.slice(copiedUpTo, match.index);
    } else if (closing && depth > 0 && --depth === 0) {
      copiedUpTo = match.index + match[0].length;
    }
  }
  return depth === 0 ? out + html.slice(copiedUpTo) : html;
}

/**
 * The page with np-placeholders.css in a <style> where its link was, as a template that includes
 * the file serves it: the rules hold the first paint without a request before it. Left linked when
 * the rules could close the element early.
 */
export const withPlaceholderRules = (html: string, css: string): string =>
  css.includes('</') ? html : html.replace(PLACEHOLDERS_LINK, () => `<style data-np-placeholders>${css}</style>\n`);

/**
 * The page with each widget's page-only stylesheet (layout.ts `pageRules`) in a <style> where its
 * link was, as for np-placeholders.css, naming the file it holds: the registry then loads none of
 * those chunks' stylesheets again (src/elements/carried-stylesheets.ts).
 */
export const withPageRules = (html: string, read: (file: string) => string | undefined): string =>
  html.replace(PAGE_RULES_LINK, (link, file: string) => {
    const css = read(file);
    return css === undefined || css.includes('</') ? link : `<style ${PAGE_RULES_MARK}="${file}">${css}</style>\n`;
  });

/** Whether the variant keeps np-placeholders.css as a link (`?snippet=link`; `?bare=widgets` has none). */
export const keepsPlaceholdersLinked = (query: URLSearchParams): boolean => query.get('snippet') === 'link' || query.get('bare') === 'widgets';

export const barePage = (html: string): string => html.replace(LOADER_TAG, '');

export const emptySnippetPage = (html: string): string => html.replace(LOADER_TAG, () => `<script defer src="${EMPTY_LOADER_PATH}"></script>\n`);

export const widgetlessPage = (html: string): string => withoutWidgets(html.replace(LOADER_TAG, '').replace(PLACEHOLDERS_LINK, '').replace(WIDGET_IMAGE_PRELOAD, '').replace(PAGE_RULES_LINK, ''));

export const blockingSnippetPage = (html: string): string => html.replace(LOADER_TAG, (_, src: string) => `<script defer blocking="render" ${src}></script>\n`);

export function applyPageVariant(html: string, variant: PageVariant): string {
  if (variant === 'bare') return barePage(html);
  if (variant === 'bare-snippet') return emptySnippetPage(html);
  if (variant === 'bare-widgets') return widgetlessPage(html);
  if (variant === 'blocking-snippet') return blockingSnippetPage(html);
  return html;
}
