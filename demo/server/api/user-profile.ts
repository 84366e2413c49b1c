// PATCH /api/front/user/profile (the profile form, or only `newsletters` from the newsletters
// view), GET saved contents and followed authors (resolved to the seed), and the valuation calls.
import type { FollowedAuthor, SavedContent } from '../../../src/api/user';
import { isRecord } from '../http/body';
import { verifyPassword, hashPasswordSync } from '../passwords';
import { randomBytes } from 'node:crypto';
import type { DemoUser } from '../seed/types';
import { fail, ok, withJsonBody } from './results';
import type { ApiContext, ApiResult, ApiRoute } from './router';
import { sessionUser } from './session';
import { toCurrentUser } from './user-view';
import { isNickTaken } from './user-account';

const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PASSWORD = /^(?=.*\p{Lu})(?=.*\p{Ll}).{8,}$/u;
const PROFILE_FIELDS = ['phone', 'postalCode', 'address', 'city', 'province', 'country'] as const;

const answer = (ctx: ApiContext, user: DemoUser): ApiResult => ok({ user: toCurrentUser(user, ctx.state.seed.newsletters) });
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function saveNewsletters(ctx: ApiContext, user: DemoUser, list: unknown): ApiResult {
  if (!Array.isArray(list)) return fail(400, 'INVALID_FIELD');
  const known = new Set(ctx.state.seed.newsletters.map((each) => each.id));
  user.newsletterIds = list.filter(isRecord).filter((item) => item.isSubscribed === true && known.has(String(item.id))).map((item) => String(item.id));
  return answer(ctx, user);
}

async function saveProfile(ctx: ApiContext, user: DemoUser, body: Record<string, unknown>): Promise<ApiResult> {
  const nick = textOf(body.nick);
  const email = textOf(body.email);
  if (!nick || !email || !EMAIL.test(email) || !textOf(body.name) || !textOf(body.surname)) return fail(400, 'INVALID_FIELDS');
  if (isNickTaken(ctx, nick, user.id)) return fail(409, 'NICK_ALREADY_IN_USE');
  const owner = ctx.state.userByEmail(email);
  if (owner && owner.id !== user.id) return fail(409, 'EMAIL_ALREADY_IN_USE');
  if (body.password !== null && body.password !== undefined) {
    const current = String(body.password);
    if (!user.password || !(await verifyPassword(current, user.password))) return fail(401, 'WRONG_PASSWORD');
    if (!PASSWORD.test(String(body.newPassword ?? ''))) return fail(400, 'INVALID_FIELD', { fields: ['newPassword'] });
    user.password = hashPasswordSync(String(body.newPassword), randomBytes(16).toString('hex'));
  }
  const birthdate = textOf(body.birthdate);
  if (birthdate && !/^\d{4}-\d{2}-\d{2}$/.test(birthdate)) return fail(400, 'INVALID_FIELD', { fields: ['birthdate'] });
  Object.assign(user, { nick, email, name: textOf(body.name), surname: textOf(body.surname), birthdate });
  for (const field of PROFILE_FIELDS) user[field] = textOf(body[field]);
  if (user.country !== 'ES') Object.assign(user, { province: null, city: null });
  return answer(ctx, user);
}

async function patchProfile(ctx: ApiContext, body: unknown): Promise<ApiResult> {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return fail(401, 'NOT_LOGGED_IN');
  if (!isRecord(body)) return fail(400, 'INVALID_FIELDS');
  if ('newsletters' in body && !('nick' in body)) return saveNewsletters(ctx, user, body.newsletters);
  return saveProfile(ctx, user, body);
}

function savedContents(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return fail(401, 'NOT_LOGGED_IN');
  const contents: SavedContent[] = user.savedContentIds.flatMap((id) => {
    const content = ctx.state.seed.contents.find((each) => each.id === id);
    if (!content) return [];
    const image = content.image ? { image: { url: content.image.url, alt: '' } } : null;
    return [{ id: content.id, title: content.title, url: content.url, category: { name: content.category.name }, multimedia: image }];
  });
  return ok({ contents });
}

function followedAuthors(ctx: ApiContext): ApiResult {
  const user = sessionUser(ctx.state, ctx.cookies);
  if (!user) return fail(401, 'NOT_LOGGED_IN');
  const authors: FollowedAuthor[] = user.followedAuthorIds.flatMap((id) => ctx.state.seed.authors.filter((author) => author.id === id));
  return ok({ authors });
}

function valuation(kind: 'content' | 'taxon', on: boolean) {
  return (ctx: ApiContext): ApiResult => {
    const user = sessionUser(ctx.state, ctx.cookies);
    if (!user) return fail(401, 'NOT_LOGGED_IN');
    const id = ctx.params.id ?? '';
    const exists = kind === 'content' ? ctx.state.seed.contents.some((each) => each.id === id) : ctx.state.seed.authors.some((each) => each.id === id);
    if (!exists) return fail(404, 'NOT_FOUND');
    const field = kind === 'content' ? 'savedContentIds' : 'followedAuthorIds';
    user[field] = on ? [...new Set([...user[field], id])] : user[field].filter((each) => each !== id);
    return ok({ success: true });
  };
}

export const profileRoutes: ApiRoute[] = [
  { method: 'PATCH', path: '/api/front/user/profile', handler: (ctx) => withJsonBody(ctx, (body) => patchProfile(ctx, body)) },
  { method: 'GET', path: '/api/front/user/saved-contents', handler: savedContents },
  { method: 'GET', path: '/api/front/user/followed-authors', handler: followedAuthors },
  { method: 'POST', path: '/api/valuation/content/:id/1', handler: valuation('content', true) },
  { method: 'DELETE', path: '/api/valuation/content/:id', handler: valuation('content', false) },
  { method: 'POST', path: '/api/valuation/taxon/:id/1', handler: valuation('taxon', true) },
  { method: 'DELETE', path: '/api/valuation/taxon/:id', handler: valuation('taxon', false) },
];
