// The spec's validation rules (section 5 and the profile rules) as pure predicates: no React, no
// DOM, no messages. Forms combine them in field schemas (see fields.ts).
import {
  PASSWORD_MIN_LENGTH_CHARS,
  REGISTRATION_MIN_AGE_YEARS,
  REGISTRATION_PHONE_DIGITS,
  PROFILE_PHONE_MIN_DIGITS,
  PROFILE_PHONE_MAX_DIGITS,
  COMMENT_MAX_LENGTH_CHARS,
  SEARCH_TEXT_MIN_LENGTH_CHARS,
} from '../constants';

/** Required: something other than blanks (a ticked box counts for booleans). */
export const isFilled = (value: unknown): boolean => (typeof value === 'string' ? value.trim() !== '' : value === true);

// The WHATWG HTML "valid e-mail address" (what <input type=email> itself accepts), so that the
// browser and this check never disagree about the same field.
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
export const isEmail = (value: string): boolean => EMAIL.test(value);

/** Digits: exactly `count` numeric digits. */
export const hasDigits = (value: string, count: number): boolean => new RegExp(`^\\d{${count}}$`).test(value);

/** Numeric: only numbers (at least one). */
export const isNumeric = (value: string): boolean => /^\d+$/.test(value);

export const hasMinLength = (value: string, min: number): boolean => [...value].length >= min;
export const hasMaxLength = (value: string, max: number): boolean => [...value].length <= max;

/** At least one uppercase and one lowercase letter (any alphabet with case). */
export const hasUpperAndLower = (value: string): boolean => /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value);

/** A password: upper and lower case and at least 8 characters. */
export const isStrongPassword = (value: string): boolean => hasUpperAndLower(value) && hasMinLength(value, PASSWORD_MIN_LENGTH_CHARS);

/** Confirmed: the repeat equals the original (password or PIN). */
export const isConfirmed = (repeat: string, original: string): boolean => repeat === original;

/** A real calendar day `DD/MM/YYYY` as `YYYY-MM-DD`, or null. */
export function displayDateToIso(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` as `DD/MM/YYYY` for display; anything else as an empty field. */
export function isoDateToDisplay(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** The same day `years` years before `today` (29 February falls back to 28). */
function yearsBefore(today: Date, years: number): string {
  const year = today.getFullYear() - years;
  const month = today.getMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const day = Math.min(today.getDate(), lastDay);
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Registration age: born more than 13 years ago (the 13th birthday is today or earlier). */
export const isOldEnough = (isoBirthdate: string, today: Date, years = REGISTRATION_MIN_AGE_YEARS): boolean =>
  isoBirthdate <= yearsBefore(today, years);

/** The child variant: under 13 (and not born in the future). */
export const isChild = (isoBirthdate: string, today: Date, years = REGISTRATION_MIN_AGE_YEARS): boolean =>
  !isOldEnough(isoBirthdate, today, years) && isoBirthdate <= yearsBefore(today, 0);

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIX: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/** Tax id: 8 digits, or X, Y or Z plus 7 digits, then the letter of the number mod 23. Strict: uppercase, no separators. */
export function isNifOrNie(value: string): boolean {
  const match = /^(?:(\d{8})|([XYZ])(\d{7}))([A-Z])$/.exec(value);
  if (!match) return false;
  const [, dni, prefix, nie, letter] = match;
  const number = dni ?? `${NIE_PREFIX[prefix ?? 'X']}${nie ?? ''}`;
  return NIF_LETTERS[Number(number) % 23] === letter;
}

/** Alpha-special (place names): letters, accents, spaces, hyphen and apostrophe. */
export const isPlaceName = (value: string): boolean => /^[\p{L}\p{M}' ’-]+$/u.test(value);

/** Registration phone: exactly 9 digits. */
export const isRegistrationPhone = (value: string): boolean => hasDigits(value, REGISTRATION_PHONE_DIGITS);

/** Profile phone: 6 to 12 digits only. */
export const isProfilePhone = (value: string): boolean =>
  isNumeric(value) && value.length >= PROFILE_PHONE_MIN_DIGITS && value.length <= PROFILE_PHONE_MAX_DIGITS;

/** A Spanish postal code: 5 digits whose first two (01-52) are a province. */
export const isSpanishPostalCode = (value: string): boolean => /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/.test(value);

/** The province code (INE, two digits) a Spanish postal code starts with. */
export const provinceOfPostalCode = (value: string): string | null => (isSpanishPostalCode(value) ? value.slice(0, 2) : null);

/** Must-be-true: the terms box is ticked. */
export const isTrue = (value: unknown): boolean => value === true;

/** Comment: at most 500 characters. */
export const isCommentWithinLimit = (value: string): boolean => hasMaxLength(value, COMMENT_MAX_LENGTH_CHARS);

/** Search: at least 3 characters (blanks at the ends do not count). */
export const isSearchLongEnough = (value: string): boolean => hasMinLength(value.trim(), SEARCH_TEXT_MIN_LENGTH_CHARS);
