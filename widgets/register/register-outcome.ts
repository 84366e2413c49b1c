// What a failed registration shows (spec section 8).
import { ApiError } from '../../src/api/api-error';
import type { RegistrationPayload } from '../../src/api/user';
import type { MessageKey } from '../../src/i18n';
import { displayDateToIso, type FormValues } from '../../src/validation';

export type RegistrationFailure =
  | { field: 'email'; key: MessageKey }
  | { field: 'nick'; key: MessageKey }
  | { field: null; key: MessageKey };

const NOT_VALID = new Set(['INVALID_FIELD', 'INVALID_FIELDS', 'UNKNOWN_ERROR', 'INVALID_CREDENTIALS', 'REQUIRED_FIELD']);

export function registrationFailure(error: unknown): RegistrationFailure {
  const code = error instanceof ApiError ? error.code : undefined;
  if (code === 'EMAIL_ALREADY_IN_USE') return { field: 'email', key: 'register.emailInUse' };
  if (code === 'NICK_ALREADY_IN_USE') return { field: 'nick', key: 'validation.nickTaken' };
  if (code && NOT_VALID.has(code)) return { field: null, key: 'register.notValid' };
  return { field: null, key: 'register.notCreated' };
}

const text = (values: FormValues, name: string): string => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
const optional = (values: FormValues, name: string): string | null => text(values, name) || null;

/**
 * The registration payload from the form (birthdate sent YYYY-MM-DD; province and city only in
 * Spain). The form has no newsletter field (spec: form labels), so `newsletters` is empty; readers
 * choose them later in the profile.
 */
export function registrationPayload(values: FormValues, recaptcha: string, origin: string): RegistrationPayload {
  const inSpain = values.country === 'ES';
  return {
    nick: text(values, 'nick'),
    email: text(values, 'email'),
    password: String(values.password ?? ''),
    name: text(values, 'name'),
    surname: text(values, 'surname'),
    birthdate: displayDateToIso(text(values, 'birthdate')) ?? '',
    phone: optional(values, 'phone'),
    country: text(values, 'country'),
    province: inSpain ? optional(values, 'province') : null,
    city: optional(values, 'city'),
    address: optional(values, 'address'),
    postalCode: optional(values, 'postalCode'),
    newsletters: [],
    terms: values.terms === true,
    recaptcha,
    origin,
  };
}
