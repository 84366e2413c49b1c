// The identity provider's account (login event or account info), checked field by field.
import { safeUrl } from '../api/read';
import { asRecord, asString, asStringOrNull } from '../api/shape';
import type { CurrentUser, SessionUser } from '../api/user-types';

export interface ProviderAccount {
  UID: string;
  UIDSignature: string;
  signatureTimestamp: string;
  /** The provider's profile; a field it does not give is empty (null, or '' for the names); the picture only at an http(s) or site address. */
  profile: SessionUser['profile'];
  /** `YYYY-MM-DD`, or '' when the provider gives no registration date. */
  registered: string;
}

export const asNumberOrNull = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function readProfile(value: unknown): SessionUser['profile'] {
  const profile = asRecord(value);
  return {
    email: asString(profile.email),
    firstName: asString(profile.firstName),
    lastName: asString(profile.lastName),
    age: asNumberOrNull(profile.age),
    gender: asStringOrNull(profile.gender),
    thumbnailURL: safeUrl(profile.thumbnailURL) || null,
  };
}

/** The day of a provider date (ISO 8601, as Gigya-style providers send `registered`), else ''. */
const dayOf = (value: unknown): string => /^\d{4}-\d{2}-\d{2}/.exec(asString(value))?.[0] ?? '';

export function readProviderAccount(event: unknown): ProviderAccount | null {
  const account = asRecord(event);
  const UID = asString(account.UID);
  const UIDSignature = asString(account.UIDSignature);
  const signatureTimestamp = asString(account.signatureTimestamp);
  if (!UID || !UIDSignature || !signatureTimestamp) return null;
  return { UID, UIDSignature, signatureTimestamp, profile: readProfile(account.profile), registered: dayOf(account.registered) };
}

/** The session user (spec, "User (session)"): the provider's signed account beside the reader the API logged in. */
export const sessionUserOf = (account: ProviderAccount, user: CurrentUser): SessionUser => ({
  id: user.id,
  nick: user.nick,
  UID: account.UID,
  UIDSignature: account.UIDSignature,
  signatureTimestamp: account.signatureTimestamp,
  profile: account.profile,
  registered: account.registered,
  savedContentIds: user.savedContentIds,
  followedAuthorIds: user.followedAuthorIds,
});
