// The page shell a legacy CMS renders: head with the config block and the loader, landmarks,
// one h1 (in `main`, written by each page), a skip link.
import { siteFooter, siteHeader } from './chrome';
import { configBlock, pageConfig } from './config-block';
import type { PageContext } from './context';
import { attributes, html, trusted, type SafeHtml } from './html';
import { paywallVersionBanner } from './widgets';

export interface LayoutOptions {
  /** The page's own title; the site name is appended. */
  title: string;
  main: SafeHtml;
  /** Article pages only. */
  contentId?: string;
  /** A class on <body>, e.g. `page-article`. */
  pageClass?: string;
  /** Replaces the site header (the gallery has its own). */
  header?: SafeHtml;
  /** Extra stylesheets after the site's own (same-origin files). */
  stylesheets?: string[];
  /**
   * A widget's page-only stylesheet from the bundle (`np-searcher-page.css`), for a page whose
   * template renders that widget's first page inside it: the server's markup is styled from the
   * first paint. Carried inline like np-placeholders.css (app.ts).
   */
  pageRules?: string;
  /** Extra deferred scripts (same-origin files only: pages carry no inline script). */
  scripts?: string[];
  /**
   * The page's largest image when only a widget shows it (a lead video's poster): preloaded at high
   * priority, as a template does for its LCP image, so that it is not found only once the widget runs.
   */
  widgetLeadImage?: string;
}

/** Marks the preload of an image only a widget shows: the bare variant (pages/variants.ts) drops it with the widget. */
export const WIDGET_PRELOAD_MARK = 'data-np-widget-image';
/** Marks the link to a widget's page-only stylesheet: inlined like np-placeholders.css, dropped by the bare variant. */
export const PAGE_RULES_MARK = 'data-np-page-rules';

function head(ctx: PageContext, options: LayoutOptions): SafeHtml {
  return html`<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} | ${ctx.site.name}</title>
<link rel="icon" href="/__demo/assets/favicon.svg" type="image/svg+xml">
${options.widgetLeadImage ? html`<link rel="preload" as="image" href="${options.widgetLeadImage}" fetchpriority="high" ${trusted(WIDGET_PRELOAD_MARK)}>
` : ''}<link rel="stylesheet" href="/__demo/assets/site.css">
${(options.stylesheets ?? []).map((href) => html`<link rel="stylesheet" href="${href}">
`)}${configBlock(pageConfig(ctx, options.contentId ?? null))}
${options.pageRules ? html`<link rel="stylesheet" href="/${ctx.site.alias}/${options.pageRules}" ${trusted(PAGE_RULES_MARK)}>
` : ''}<link rel="stylesheet" href="/${ctx.site.alias}/np-placeholders.css">
<script defer src="/${ctx.site.alias}/np-loader.js"></script>
${(options.scripts ?? []).map((src) => html`<script defer src="${src}"></script>
`)}</head>`;
}

export function layout(ctx: PageContext, options: LayoutOptions): string {
  const bodyClass = ['site', `site--${ctx.site.alias}`, options.pageClass].filter(Boolean).join(' ');
  const page = html`<!doctype html>
<html lang="${ctx.site.lang}">
${head(ctx, options)}
<body${attributes({ class: bodyClass })}>
<a class="skip-link" href="#main">${ctx.texts.skipLink}</a>
${paywallVersionBanner()}
${options.header ?? siteHeader(ctx, options.contentId)}
<main id="main" class="site-main" tabindex="-1">
${options.main}
</main>
${siteFooter(ctx)}
</body>
</html>
`;
  return page.value;
}

/** A page whose widget does not exist yet: heading, a short paragraph, optional extra. */
export function shell(ctx: PageContext, title: string, intro: string, extra?: SafeHtml, options: Pick<LayoutOptions, 'pageRules'> = {}): string {
  const main = html`<div class="page-shell"><h1 class="page-title">${title}</h1><p class="page-intro">${intro}</p>${extra ?? ''}</div>`;
  return layout(ctx, { title, main, ...options });
}
