// The parts around every page: site header with the main menu, and the footer.
// Header widgets (user button, search, streaming panel, hot topics) go in siteHeader().
import type { PageContext } from './context';
import { attributes, html, type SafeHtml } from './html';
import { headerSearch, userButton } from './widgets';

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

export function siteHeader(ctx: PageContext): SafeHtml {
  return html`<header class="site-header">
<div class="site-header__bar">
<a class="site-header__brand" href="/"><img src="/__demo/assets/logo.svg" alt="" width="32" height="32"><span>${ctx.site.name}</span></a>
${userButton()}
${headerSearch()}
</div>
${mainNav(ctx)}
${ctx.preview ? html`<p class="preview-notice">${ctx.texts.previewNotice}</p>` : ''}
</header>`;
}

export function siteFooter(ctx: PageContext): SafeHtml {
  const year = ctx.state.seed.today.slice(0, 4);
  return html`<footer class="site-footer"><p>© ${year} ${ctx.site.name}. ${ctx.texts.footer}</p></footer>`;
}
