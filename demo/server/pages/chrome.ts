// The parts around every page: site header with the main menu, and the footer.
// The header is the <np-header> widget (user button, search, streaming panel and hot topics inside it).
import type { PageContext } from './context';
import { attributes, html, type SafeHtml } from './html';
import { STREAM_ARTICLES } from '../seed/streaming';
import { lastHour, siteHeaderTag } from './widgets';

const LAST_HOUR_COUNT = 6;

function navLinks(ctx: PageContext): Array<[string, string]> {
  const { nav } = ctx.texts;
  return [
    ['/', nav.front],
    ['/noticias/', nav.news],
    ['/opinion/', nav.opinion],
    ['/blog/', nav.blog],
    ['/agenda/', nav.agenda],
    ['/programas/', nav.programmes],
    ['/hemeroteca/', nav.archive],
    ['/buscar', nav.search],
  ];
}

function isCurrent(ctx: PageContext, href: string): boolean {
  const path = ctx.url.pathname;
  return href === '/' ? path === '/' : path.startsWith(href);
}

export function mainNav(ctx: PageContext): SafeHtml {
  const items = navLinks(ctx).map(
    ([href, label]) => html`<li><a${attributes({ href, 'aria-current': isCurrent(ctx, href) ? 'page' : undefined })}>${label}</a></li>`,
  );
  return html`<nav class="site-nav" aria-label="${ctx.texts.mainNav}"><ul class="site-nav__list">${items}</ul></nav>`;
}

/** The menu of `<np-header>`: the same sections as the server-side navigation. */
export const headerMenu = (ctx: PageContext): Array<{ text: string; href: string }> => navLinks(ctx).map(([href, text]) => ({ text, href }));

/**
 * The site header: `<np-header>` with the menu, the hot topics and, on an article with a live stream
 * of its own, that stream left out of the live-streams panel. Inside it, a `<noscript>` header with
 * the brand and the sections for readers without JavaScript (the widget replaces it when it renders).
 * Under it, `<np-last-hour>` with the latest headlines, their strip written inside it.
 * The paywall's version banner (`<np-paywall-version-banner>`) goes right before `<np-header>`;
 * the header adds its height to its scroll threshold.
 */
export function siteHeader(ctx: PageContext, contentId?: string): SafeHtml {
  const fallback = html`<noscript><header class="site-header__fallback">
<div class="site-header__bar"><a class="site-header__brand" href="/"><img src="/__demo/assets/logo.svg" alt="" width="32" height="32"><span>${ctx.site.name}</span></a></div>
${mainNav(ctx)}
</header></noscript>`;
  const streamingExcludeId = contentId ? STREAM_ARTICLES[contentId] : undefined;
  const latest = ctx.state.seed.contents.slice(0, LAST_HOUR_COUNT).map(({ id, title, url, publishedDate }) => ({ id, title, url, publishedDate }));
  return html`${siteHeaderTag({ class: 'site-header', menu: headerMenu(ctx), topics: ctx.state.seed.hotTopics, 'streaming-exclude-id': streamingExcludeId }, fallback)}
${lastHour(latest, ctx.site.lang)}
${ctx.preview ? html`<p class="preview-notice">${ctx.texts.previewNotice}</p>` : ''}`;
}

export function siteFooter(ctx: PageContext): SafeHtml {
  const year = ctx.state.seed.today.slice(0, 4);
  return html`<footer class="site-footer"><p>© ${year} ${ctx.site.name}. ${ctx.texts.footer}</p></footer>`;
}
