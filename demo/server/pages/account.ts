// Account pages: login, password recovery and change, registration, the profile tabs, logout,
// each with its widget as the CMS places it: np-login (/acceso), np-forgot-password,
// np-change-password, np-register and np-profile (the four /perfil/ tabs).
import { cityMap, countryMap, provinceMap } from '../account-places';
import { clearedSessionCookies, SESSION_COOKIE } from '../api/session';
import { DEMO_RECAPTCHA_TOKEN } from '../api/user-account';
import type { PageContext, PageResult } from './context';
import { htmlResult } from './context';
import { html } from './html';
import { shell } from './layout';
import type { ShellTexts } from './texts';
import { accountForm, profile } from './widgets';

function links(items: Array<[string, string]>): ReturnType<typeof html> {
  return html`<ul class="page-links">${items.map(([href, label]) => html`<li><a href="${href}">${label}</a></li>`)}</ul>`;
}

const page = (ctx: PageContext, texts: ShellTexts, extra = html``): PageResult => htmlResult(shell(ctx, texts.title, texts.intro, extra));

export const loginPage = (ctx: PageContext): PageResult => page(ctx, ctx.texts.account.login, accountForm('np-login'));

export const forgotPasswordPage = (ctx: PageContext): PageResult => page(ctx, ctx.texts.account.forgot, accountForm('np-forgot-password'));

export const newPasswordPage = (ctx: PageContext): PageResult =>
  page(ctx, ctx.texts.account.newPassword, html`${accountForm('np-change-password')}${links([['/acceso/', ctx.texts.account.loginLink]])}`);

const placeMaps = (ctx: PageContext) => ({ countries: countryMap(ctx.site.lang), provinces: provinceMap(), cities: cityMap() });

const registerForm = (ctx: PageContext) =>
  accountForm('np-register', {
    ...placeMaps(ctx),
    'recaptcha-demo-token': DEMO_RECAPTCHA_TOKEN,
  });

export const registerPage = (ctx: PageContext): PageResult =>
  page(ctx, ctx.texts.account.register, html`${registerForm(ctx)}${links([['/acceso/', ctx.texts.account.loginLink]])}`);

export type ProfileTab = 'user' | 'favourites' | 'authors' | 'newsletters';

export function profilePage(ctx: PageContext, tab: ProfileTab): PageResult {
  const { account } = ctx.texts;
  const texts = { user: account.profile, favourites: account.saved, authors: account.authors, newsletters: account.newsletters }[tab];
  return page(ctx, texts, profile(placeMaps(ctx)));
}

/** Ends the session and goes to the login page. */
export function logout(ctx: PageContext): PageResult {
  ctx.state.sessions.destroy(ctx.cookies[SESSION_COOKIE]);
  return { kind: 'redirect', location: '/acceso/', cookies: clearedSessionCookies() };
}
