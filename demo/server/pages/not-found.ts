// The 404 page: <np-error-page code="404"> (title, text and the button back to the front page),
// answered with status 404. The page title stays in the document head for the browser tab.
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html } from './html';
import { layout } from './layout';
import { errorPage } from './widgets';

export function notFoundPage(ctx: PageContext): PageResult {
  const main = html`<div class="page-shell page-error">${errorPage(404)}</div>`;
  return htmlResult(layout(ctx, { title: ctx.texts.notFound.title, main, pageClass: 'page-not-found' }), 404);
}
