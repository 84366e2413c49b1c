// POST /api/front/user/logout and GET /api/front/user/profile.
import { fail, ok } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { clearedSessionCookies, SESSION_COOKIE, sessionUser } from './session';
import { toCurrentUser } from './user-view';

function logout(ctx: ApiContext): ApiResult {
  ctx.state.sessions.destroy(ctx.cookies[SESSION_COOKIE]);
  return ok({ success: true }, { cookies: clearedSessionCookies() });
}

function profile(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return fail(401, 'NOT_LOGGED_IN');
  return ok({ user: toCurrentUser(user, ctx.state.seed.newsletters) });
}

export const sessionRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/front/user/logout', handler: logout },
  { method: 'GET', path: '/api/front/user/profile', handler: profile },
];
