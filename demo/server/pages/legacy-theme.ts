// /__demo/legacy-theme: the article's and the login page's widgets inside `<div id="content">`
// under demo/public/legacy-theme.css, a hostile CMS theme. `?theme=0` serves the same page
// without it, so a test (or a person) can compare the two.
import { box, topLeaderboard } from './ads';
import type { PageContext, PageResult } from './context';
import { htmlResult, pageOrigin } from './context';
import { html } from './html';
import { layout } from './layout';
import { accountForm, adSlot, headerSearch, likeButton, shareBar, userButton } from './widgets';

export const LEGACY_THEME_PATH = '/__demo/legacy-theme';
const THEME_STYLESHEET = '/__demo/assets/legacy-theme.css';

export const themeIsOn = (url: URL): boolean => url.searchParams.get('theme') !== '0';

export function legacyThemePage(ctx: PageContext): PageResult {
  const texts = ctx.texts.legacyTheme;
  const on = themeIsOn(ctx.url);
  const content = ctx.state.seed.contents[0];
  const url = `${pageOrigin(ctx)}${content?.url ?? '/'}`;
  const title = content?.title ?? texts.title;
  const main = html`<div id="content" class="legacy-theme">
<h1>${texts.title}</h1>
<p>${texts.intro}</p>
<p><a href="${on ? `${LEGACY_THEME_PATH}?theme=0` : LEGACY_THEME_PATH}">${on ? texts.themeOff : texts.themeOn}</a></p>
<ul>${texts.sample.map((item) => html`<li>${item}</li>`)}</ul>
<section aria-labelledby="legacy-article"><h2 id="legacy-article">${texts.article}</h2>
<div>${userButton()} ${headerSearch()}</div>
${adSlot(topLeaderboard(ctx.site, 'noticia'))}
<p>${likeButton({ contentId: content?.id ?? '1001' })}</p>
${shareBar(url, title)}
${adSlot(box(ctx.site, 'noticia', 'mid'))}
</section>
<section aria-labelledby="legacy-login"><h2 id="legacy-login">${texts.login}</h2>
${accountForm('np-login')}
</section>
</div>`;
  return htmlResult(layout(ctx, { title: texts.title, main, contentId: content?.id, stylesheets: on ? [THEME_STYLESHEET] : [] }));
}
