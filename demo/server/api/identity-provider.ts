// The identity provider, as far as the demo needs it. POST /api/front/gigya/user/login is the
// product's call: it checks the provider's signature and opens a session. The two
// /api/identity-provider/ routes stand in for the provider's own service (in production it is on
// the provider's domain), used by the stand-in script /__demo/assets/identity-provider.js.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { stringField } from '../http/body';
import { verifyPassword } from '../passwords';
import type { DemoUser } from '../seed/types';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionCookies, sessionUser } from './session';
import { toCurrentUser } from './user-view';

const DEMO_PROVIDER_SECRET = 'np-demo-identity-provider';

export const signatureOf = (uid: string, timestamp: string): string =>
  createHmac('sha256', DEMO_PROVIDER_SECRET).update(`${timestamp}_${uid}`).digest('base64');

function isSigned(uid: string, timestamp: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(uid, timestamp));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function account(user: DemoUser) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  return {
    errorCode: 0,
    UID: user.id,
    UIDSignature: signatureOf(user.id, timestamp),
    signatureTimestamp: timestamp,
    profile: { email: user.email, firstName: user.name, lastName: user.surname, age: null, gender: user.gender, thumbnailURL: null },
    registered: `${user.registered}T00:00:00.000Z`,
  };
}

function productLogin(ctx: ApiContext, body: unknown): ApiResult {
  const uid = stringField(body, 'xUID') ?? '';
  const timestamp = stringField(body, 'xsignatureTimestamp') ?? '';
  const user = ctx.state.users.get(uid);
  if (!user || !isSigned(uid, timestamp, stringField(body, 'xUIDSignature') ?? '')) return fail(401, 'INVALID_SIGNATURE');
  const token = ctx.state.sessions.create(user.id);
  return ok({ user: toCurrentUser(user, ctx.state.seed.newsletters) }, { cookies: sessionCookies(token, user.id) });
}

async function providerLogin(ctx: ApiContext, body: unknown): Promise<ApiResult> {
  const user = ctx.state.userByEmail(stringField(body, 'email') ?? '');
  const valid = user?.password && user.validated && (await verifyPassword(stringField(body, 'password') ?? '', user.password));
  if (!user || !valid) return { status: 200, body: { errorCode: 403042, errorMessage: 'Invalid LoginID' } };
  return { status: 200, body: account(user) };
}

function accountInfo(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  return { status: 200, body: user ? account(user) : { errorCode: 403005, errorMessage: 'Unauthorized user' } };
}

export const identityProviderRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/front/gigya/user/login', handler: (ctx) => withJsonBody(ctx, (body) => productLogin(ctx, body)) },
  { method: 'POST', path: '/api/identity-provider/accounts.login', handler: (ctx) => withJsonBody(ctx, (body) => providerLogin(ctx, body)) },
  { method: 'GET', path: '/api/identity-provider/accounts.getAccountInfo', handler: accountInfo },
];
