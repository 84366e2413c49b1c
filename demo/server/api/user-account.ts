// Account calls: register (with validation mail and link), nick check, password recovery and
// change (tokens expire), validation mail again, bulletin flag, delete (412 for the demo account).
import { randomBytes } from 'node:crypto';
import type { RegistrationPayload } from '../../../src/api/user';
import { isResetTokenFresh, mailWithToken, sendValidationMail } from '../account-mails';
import { isRecord, stringField } from '../http/body';
import { sendPasswordResetMail } from '../mails';
import { hashPasswordSync } from '../passwords';
import type { DemoUser } from '../seed/types';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { clearedSessionCookies, sessionUser } from './session';

/** The token the demo's reCAPTCHA stand-in hands out (a real site key replaces it in production). */
export const DEMO_RECAPTCHA_TOKEN = 'demo-recaptcha-passed';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PASSWORD = /^(?=.*\p{Lu})(?=.*\p{Ll}).{8,}$/u;

export const isNickTaken = (ctx: ApiContext, nick: string, exceptId?: string): boolean =>
  [...ctx.state.users.values()].some((user) => user.id !== exceptId && user.nick.toLowerCase() === nick.trim().toLowerCase());

function nextUserId(ctx: ApiContext): string {
  return String(Math.max(100, ...[...ctx.state.users.keys()].map(Number).filter(Number.isFinite)) + 1);
}

const text = (body: Record<string, unknown>, name: string): string => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');
const optional = (body: Record<string, unknown>, name: string): string | null => text(body, name) || null;

function readRegistration(body: unknown): RegistrationPayload | ApiResult {
  if (!isRecord(body)) return fail(400, 'INVALID_FIELDS');
  const required = ['nick', 'email', 'password', 'name', 'surname', 'birthdate', 'country'] as const;
  const missing = required.filter((name) => !text(body, name));
  if (missing.length) return fail(400, 'REQUIRED_FIELD', { fields: missing });
  if (body.terms !== true) return fail(400, 'REQUIRED_FIELD', { fields: ['terms'] });
  if (!EMAIL.test(text(body, 'email')) || !PASSWORD.test(String(body.password)) || !/^\d{4}-\d{2}-\d{2}$/.test(text(body, 'birthdate'))) {
    return fail(400, 'INVALID_FIELDS');
  }
  if (body.recaptcha !== DEMO_RECAPTCHA_TOKEN) return fail(400, 'INVALID_FIELD', { fields: ['recaptcha'] });
  const newsletters = Array.isArray(body.newsletters) ? body.newsletters.filter((id): id is string => typeof id === 'string') : [];
  return {
    nick: text(body, 'nick'), email: text(body, 'email'), password: String(body.password), name: text(body, 'name'), surname: text(body, 'surname'),
    birthdate: text(body, 'birthdate'), phone: optional(body, 'phone'), country: text(body, 'country'), province: optional(body, 'province'),
    city: optional(body, 'city'), address: optional(body, 'address'), postalCode: optional(body, 'postalCode'), newsletters, terms: true,
    recaptcha: DEMO_RECAPTCHA_TOKEN, origin: text(body, 'origin'),
  };
}

function register(ctx: ApiContext, body: unknown): ApiResult {
  const payload = readRegistration(body);
  if (!('nick' in payload)) return payload;
  if (ctx.state.userByEmail(payload.email)) return fail(409, 'EMAIL_ALREADY_IN_USE');
  if (isNickTaken(ctx, payload.nick)) return fail(409, 'NICK_ALREADY_IN_USE');
  const user: DemoUser = {
    id: nextUserId(ctx), email: payload.email, password: hashPasswordSync(payload.password, randomBytes(16).toString('hex')),
    validated: false, legacy: false, demoAccount: false, nick: payload.nick, name: payload.name, surname: payload.surname,
    birthdate: payload.birthdate, gender: null, phone: payload.phone, nif: null, address: payload.address, postalCode: payload.postalCode,
    city: payload.city, province: payload.province, country: payload.country, alternativeEmail: null, bulletin: payload.newsletters.length > 0,
    demoBulletin: false, newsletterIds: payload.newsletters.filter((id) => ctx.state.seed.newsletters.some((each) => each.id === id)),
    savedContentIds: [], followedAuthorIds: [], commentsLikeId: [], commentsDislikeId: [], commentsReportId: [], registered: ctx.state.seed.today,
  };
  ctx.state.users.set(user.id, user);
  sendValidationMail(ctx.state, user, ctx.site, ctx.host);
  return ok({ success: true, userId: user.id });
}

/** The mailed validation link: validates the account and goes to the login page. */
function validate(ctx: ApiContext): ApiResult {
  const mail = mailWithToken(ctx.state, ctx.url.searchParams.get('token') ?? '');
  const user = mail && ctx.state.userByEmail(mail.to);
  if (!user) return { status: 302, headers: { Location: '/acceso/?alert=validation_failed' } };
  user.validated = true;
  return { status: 302, headers: { Location: '/acceso/?alert=account_validated' } };
}

function recoverPassword(ctx: ApiContext, body: unknown): ApiResult {
  const user = ctx.state.userByEmail(stringField(body, 'email') ?? '');
  if (!user) return fail(404, 'EMAIL_NOT_FOUND', { message: 'The email does not match any user' });
  sendPasswordResetMail(ctx.state, user, ctx.site, ctx.host);
  return ok({ success: true });
}

function changePassword(ctx: ApiContext, body: unknown): ApiResult {
  const token = stringField(body, 'token') ?? '';
  const password = stringField(body, 'password') ?? '';
  const userId = ctx.state.resetTokens.get(token);
  const mail = mailWithToken(ctx.state, token);
  const user = userId === undefined ? undefined : ctx.state.users.get(userId);
  if (!user || !mail) return fail(400, 'INVALID_TOKEN');
  if (!isResetTokenFresh(mail.sentAt)) {
    ctx.state.resetTokens.delete(token);
    return fail(400, 'TOKEN_EXPIRED');
  }
  if (!PASSWORD.test(password)) return fail(400, 'INVALID_FIELD', { fields: ['password'] });
  user.password = hashPasswordSync(password, randomBytes(16).toString('hex'));
  user.legacy = false;
  ctx.state.resetTokens.delete(token);
  return ok({ success: true });
}

function resendValidation(ctx: ApiContext, body: unknown): ApiResult {
  const user = ctx.state.users.get(stringField(body, 'userId') ?? '');
  if (!user) return fail(404, 'USER_NOT_FOUND');
  if (!user.validated) sendValidationMail(ctx.state, user, ctx.site, ctx.host);
  return ok({ success: true });
}

function checkNick(ctx: ApiContext, body: unknown): ApiResult {
  const nick = stringField(body, 'nick') ?? '';
  if (!nick.trim()) return fail(400, 'REQUIRED_FIELD');
  return ok({ available: !isNickTaken(ctx, nick, sessionUser(ctx.state, ctx.cookies)?.id) });
}

function bulletin(ctx: ApiContext, body: unknown): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user || stringField(body, 'userId') !== user.id) return fail(401, 'NOT_LOGGED_IN');
  user.bulletin = !user.bulletin;
  return ok({ success: true, bulletin: user.bulletin });
}

function deleteAccount(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return fail(401, 'NOT_LOGGED_IN');
  if (user.demoAccount) return fail(412, 'DEMO_ACCOUNT');
  ctx.state.users.delete(user.id);
  ctx.state.sessions.destroyUser(user.id);
  return ok({ success: true }, { cookies: clearedSessionCookies() });
}

const json = (handle: (ctx: ApiContext, body: unknown) => ApiResult) => (ctx: ApiContext) => withJsonBody(ctx, (body) => handle(ctx, body));

export const accountRoutes: ApiRoute[] = [
  { method: 'POST', path: '/api/front/user/register', handler: json(register) },
  { method: 'GET', path: '/api/front/user/validate', handler: validate },
  { method: 'POST', path: '/api/front/user/nick', handler: json(checkNick) },
  { method: 'POST', path: '/api/front/user/recover-password', handler: json(recoverPassword) },
  { method: 'POST', path: '/api/front/user/change-password', handler: json(changePassword) },
  { method: 'POST', path: '/api/front/user/resend-validation-mail', handler: json(resendValidation) },
  { method: 'POST', path: '/api/front/user/bulletin', handler: json(bulletin) },
  { method: 'POST', path: '/api/front/user/delete', handler: deleteAccount },
];
