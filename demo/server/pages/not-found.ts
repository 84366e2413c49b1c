// The 404 page (later it holds <np-error-page code="404">).
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html } from './html';
import { layout } from './layout';

export function notFoundPage(ctx: PageContext): PageResult {
  const { title, text, back } = ctx.texts.notFound;
  const main = html`<div class="page-shell page-error"><h1 class="page-title">${title}</h1><p class="page-intro">${text}</p><p><a class="button" href="/">${back}</a></p></div>`;
  return htmlResult(layout(ctx, { title, main, pageClass: 'page-not-found' }), 404);
}
