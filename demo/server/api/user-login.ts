// POST /api/front/user/login: email and password. 200 sets the session; 401 for wrong
// credentials or a legacy account (which also gets a reset mail); 403 for an unvalidated one.
import type { LoginErrorBody } from '../../../src/api/user';
import { stringField } from '../http/body';
import { sendPasswordResetMail } from '../mails';
import { verifyPassword } from '../passwords';
import { ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionCookies } from './session';
import { toCurrentUser } from './user-view';

function loginError(body: LoginErrorBody): ApiResult {
  return { status: body.httpCode, body };
}

async function login(ctx: ApiContext, body: unknown): Promise<ApiResult> {
  const email = stringField(body, 'email') ?? '';
  const password = stringField(body, 'password') ?? '';
  const user = ctx.state.userByEmail(email);
  if (!user) return loginError({ httpCode: 401, code: 'INVALID_CREDENTIALS' });
  if (user.legacy) {
    sendPasswordResetMail(ctx.state, user, ctx.site, ctx.host);
    return loginError({ httpCode: 401, code: 'LEGACY_USER_PASSWORD_NOT_RESET' });
  }
  if (!user.password || !(await verifyPassword(password, user.password))) return loginError({ httpCode: 401, code: 'INVALID_CREDENTIALS' });
  if (!user.validated) return loginError({ httpCode: 403, code: 'USER_NOT_VALIDATED', userId: user.id });
  const token = ctx.state.sessions.create(user.id);
  return ok({ user: toCurrentUser(user, ctx.state.seed.newsletters) }, { cookies: sessionCookies(token, user.id) });
}

export const loginRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/front/user/login', handler: (ctx) => withJsonBody(ctx, (body) => login(ctx, body)) },
];

