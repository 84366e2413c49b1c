// GET /api/front/user/login/{provider}: social sign-in by full navigation. In production this
// address sends the reader to the provider and the provider sends them back signed in. The demo has
// no provider to visit: any of the four signs in the seeded reader SOCIAL_READER_EMAIL at once, and
// goes back to `backUrl` when it stays on this site, or to the account page.
import type { TLSSocket } from 'node:tls';
import { ACCOUNT_PAGE_PATH, safeRedirectTarget } from '../../../src/navigation/safe-redirect';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionCookies } from './session';

export const SOCIAL_PROVIDERS: readonly string[] = ['apple', 'twitter', 'facebook', 'google'];
export const SOCIAL_READER_EMAIL = 'lector@example.com';

/** Where the reader goes back to, as a path of this site (the rule the login page follows). */
function returnPath(ctx: ApiContext): string {
  const scheme = (ctx.req.socket as Partial<TLSSocket>).encrypted ? 'https' : 'http';
  const target = new URL(safeRedirectTarget(ctx.url.searchParams.get('backUrl'), `${scheme}://${ctx.host}/`, ACCOUNT_PAGE_PATH));
  return `${target.pathname}${target.search}${target.hash}`;
}

function socialLogin(ctx: ApiContext): ApiResult {
  if (!SOCIAL_PROVIDERS.includes(ctx.params.provider ?? '')) return { status: 404, body: { httpCode: 404, code: 'UNKNOWN_PROVIDER' } };
  const user = ctx.state.userByEmail(SOCIAL_READER_EMAIL);
  if (!user) return { status: 302, headers: { Location: '/acceso/' } };
  const token = ctx.state.sessions.create(user.id);
  return { status: 302, headers: { Location: returnPath(ctx) }, cookies: sessionCookies(token, user.id) };
}

export const socialLoginRoutes: ApiRoute[] = [{ method: 'GET', path: '/api/front/user/login/:provider', handler: socialLogin }];
