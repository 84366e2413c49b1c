// POST /api/front/newsletter/{email}, no body. Like the legacy API, the answer is always HTTP 200
// and the body's httpCode says how it went: 200 subscribed, 400 not an email address.
import { sendSignupMail } from '../account-mails';
import type { ApiContext, ApiResult, ApiRoute } from './router';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function signup(ctx: ApiContext): ApiResult {
  const email = (ctx.params.email ?? '').trim();
  if (!EMAIL.test(email)) return { status: 200, body: { httpCode: 400, code: 'INVALID_EMAIL' } };
  sendSignupMail(ctx.state, email, ctx.site);
  return { status: 200, body: { httpCode: 200, email } };
}

export const newsletterRoutes: ApiRoute[] = [{ method: 'POST', path: '/api/front/newsletter/:email', handler: signup }];
