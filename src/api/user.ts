// Reader accounts (spec: accounts and session, sections 3 and 7): types and the user calls.
// Changes go through apiRequest, the reader's own data is read with fetch (userRead); every call
// returns checked, typed values.
import { malformedAnswer } from './api-error';
import { readWithFetch } from './fetch-read';
import { apiRequest } from './request';
import type { Newsletter } from './newsletter';
import { asBoolean, asRecord, asString } from './shape';
import { readFollowedAuthors, readSavedContents, readUserAnswer } from './user-read';
import type { CurrentUser, FollowedAuthor, SavedContent } from './user-types';

export type { CurrentUser, FollowedAuthor, SavedContent, SessionUser } from './user-types';

/** `POST /api/front/user/login`. */
export interface LoginPayload {
  email: string;
  password: string;
}

/** Inside `response` of a successful login, and of `GET` and `PATCH /api/front/user/profile`. */
export interface UserResponse {
  user: CurrentUser;
}

export type LoginResponse = UserResponse;

export type LoginErrorCode = 'LEGACY_USER_PASSWORD_NOT_RESET' | 'INVALID_CREDENTIALS' | 'USER_NOT_VALIDATED';

/** The body of a 401 or 403 login answer (not wrapped). A 403 carries the user id. */
export interface LoginErrorBody {
  httpCode: 401 | 403;
  code: LoginErrorCode;
  userId?: string;
}

/** `PATCH /api/front/user/profile` from the profile form (password null when empty). */
export interface ProfileUpdate {
  nick: string;
  name: string;
  surname: string;
  email: string;
  /** `YYYY-MM-DD`, or null when the field is empty. */
  birthdate: string | null;
  password: string | null;
  newPassword: string | null;
  phone: string | null;
  postalCode: string | null;
  address: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
}

/** The newsletters view sends only the newsletters. */
export interface NewslettersUpdate {
  newsletters: Newsletter[];
}

/** `POST /api/front/user/register`. */
export interface RegistrationPayload {
  nick: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  /** `YYYY-MM-DD`. */
  birthdate: string;
  phone: string | null;
  country: string;
  province: string | null;
  city: string | null;
  address: string | null;
  postalCode: string | null;
  /** Ids of the newsletters the reader ticked. */
  newsletters: string[];
  terms: boolean;
  recaptcha: string;
  /** Where the reader registered: the site alias and the page address. */
  origin: string;
}

export type RegistrationErrorCode =
  | 'EMAIL_ALREADY_IN_USE'
  | 'NICK_ALREADY_IN_USE'
  | 'INVALID_FIELD'
  | 'INVALID_FIELDS'
  | 'UNKNOWN_ERROR'
  | 'INVALID_CREDENTIALS'
  | 'REQUIRED_FIELD';

/** `POST /api/front/user/nick` answers `{response: {available}}` (the spec leaves the shape open). */
export interface NickCheckAnswer {
  available: boolean;
}

/** `POST /api/front/gigya/user/login`: the identity provider's signed account. */
export interface IdentityProviderLogin {
  xUID: string;
  xUIDSignature: string;
  xsignatureTimestamp: string;
}

const USER_API = '/api/front/user';

async function userCall(apiType: string, method: 'POST' | 'PATCH', path: string, data?: unknown): Promise<unknown> {
  return apiRequest({ method, url: `${USER_API}${path}`, data, userCall: { apiType } });
}

/**
 * The reader's own data (profile, saved contents, followed authors) is read with fetch, not the
 * request client (fetch-read.ts): a reader with a session reads the profile on any page without
 * the day's copy, and the request client then loads only with a change the reader makes.
 */
const userRead = (apiType: string, path: string): Promise<unknown> => readWithFetch(`${USER_API}${path}`, { apiType });

async function expectUser(answer: Promise<unknown>, path: string): Promise<CurrentUser> {
  const body = await answer;
  const user = readUserAnswer(body);
  if (!user) throw malformedAnswer(`${USER_API}${path}`, body);
  return user;
}

export const fetchProfile = (): Promise<CurrentUser> => expectUser(userRead('profile', '/profile'), '/profile');

export const updateProfile = (update: ProfileUpdate | NewslettersUpdate): Promise<CurrentUser> =>
  expectUser(userCall('updateProfile', 'PATCH', '/profile', update), '/profile');

export const login = (payload: LoginPayload): Promise<CurrentUser> => expectUser(userCall('login', 'POST', '/login', payload), '/login');

export const loginWithIdentityProvider = (payload: IdentityProviderLogin): Promise<CurrentUser> =>
  expectUser(apiRequest({ method: 'POST', url: '/api/front/gigya/user/login', data: payload, userCall: { apiType: 'gigyaLogin' } }), '/gigya/login');

export async function logout(): Promise<void> {
  await userCall('logout', 'POST', '/logout');
}

export async function recoverPassword(email: string): Promise<void> {
  await userCall('recoverPassword', 'POST', '/recover-password', { email });
}

export async function resendValidationMail(userId: string): Promise<void> {
  await userCall('resendValidationMail', 'POST', '/resend-validation-mail', { userId });
}

export async function register(payload: RegistrationPayload): Promise<void> {
  await userCall('register', 'POST', '/register', payload);
}

export async function changePassword(token: string, password: string): Promise<void> {
  await userCall('changePassword', 'POST', '/change-password', { token, password });
}

export async function toggleBulletin(userId: string): Promise<void> {
  await userCall('bulletin', 'POST', '/bulletin', { userId });
}

export async function deleteAccount(): Promise<void> {
  await userCall('delete', 'POST', '/delete');
}

export async function checkNick(nick: string): Promise<NickCheckAnswer> {
  const body = asRecord(await userCall('nick', 'POST', '/nick', { nick }));
  if (typeof body.available !== 'boolean') throw malformedAnswer(`${USER_API}/nick`, body);
  return { available: asBoolean(body.available) };
}

export const fetchSavedContents = async (): Promise<SavedContent[]> => readSavedContents(await userRead('savedContents', '/saved-contents/'));

export const fetchFollowedAuthors = async (): Promise<FollowedAuthor[]> => readFollowedAuthors(await userRead('followedAuthors', '/followed-authors/'));

/** The user id a 403 login answer carries (for the validation mail). */
export const userIdOfError = (body: unknown): string => asString(asRecord(body).userId);
