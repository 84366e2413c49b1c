// What a failed login shows (spec section 4): 401 with LEGACY_USER_PASSWORD_NOT_RESET the reset
// message, any other 401 the wrong-credentials message, 403 the not-validated message (keeping the
// user id), anything else the request client's text.
import { ApiError } from '../../src/api/api-error';
import { userIdOfError } from '../../src/api/user';
import type { MessageKey } from '../../src/i18n';

export type LoginFailure =
  | { kind: 'wrongCredentials' }
  | { kind: 'legacyPassword' }
  | { kind: 'notValidated'; userId: string }
  | { kind: 'request'; messageKey: MessageKey };

export function loginFailure(error: unknown): LoginFailure {
  if (!(error instanceof ApiError)) return { kind: 'request', messageKey: 'request.server' };
  if (error.status === 401) return error.code === 'LEGACY_USER_PASSWORD_NOT_RESET' ? { kind: 'legacyPassword' } : { kind: 'wrongCredentials' };
  if (error.status === 403) return { kind: 'notValidated', userId: userIdOfError(error.body) };
  return { kind: 'request', messageKey: error.messageKey };
}

export type LoginNotice = 'passwordResetSent' | 'passwordChanged' | 'accountValidated' | 'validationFailed';

const NOTICES: Record<string, LoginNotice> = {
  password_reset_sent: 'passwordResetSent',
  password_changed: 'passwordChanged',
  account_validated: 'accountValidated',
  validation_failed: 'validationFailed',
};

/** The notice of `?alert=`, or null for a missing or unknown value. */
export const noticeOf = (alert: string | null): LoginNotice | null => (alert && Object.hasOwn(NOTICES, alert) ? (NOTICES[alert] ?? null) : null);

export const SOCIAL_PROVIDERS = ['apple', 'twitter', 'facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Full navigation to the provider's sign-in, carrying `backUrl` when the page has one. */
export function socialLoginUrl(provider: SocialProvider, backUrl: string | null): string {
  const path = `/api/front/user/login/${provider}`;
  return backUrl ? `${path}?backUrl=${encodeURIComponent(backUrl)}` : path;
}
