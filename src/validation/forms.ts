// The schemas of the account forms: login, password recovery and change, registration, profile.
import { NICK_MIN_LENGTH_CHARS, PASSWORD_MIN_LENGTH_CHARS, POSTAL_CODE_MIN_LENGTH_CHARS } from '../constants';
import {
  displayDateToIso,
  hasMinLength,
  hasUpperAndLower,
  isEmail,
  isOldEnough,
  isPlaceName,
  isProfilePhone,
  isRegistrationPhone,
  isSpanishPostalCode,
  isTrue,
} from './rules';
import { required, rule, text, when, type Check, type FormValues, type Schema } from './schema';

const email: Check[] = [required('validation.required.email'), rule(isEmail, 'validation.email')];
const password = (requiredKey: 'validation.required.password' | 'validation.required.newPassword'): Check[] => [
  required(requiredKey),
  rule(hasUpperAndLower, 'validation.upperLower'),
  rule((value) => hasMinLength(value, PASSWORD_MIN_LENGTH_CHARS), 'validation.passwordMinLength', { min: PASSWORD_MIN_LENGTH_CHARS }),
];
const nick: Check[] = [
  required('validation.required.nick'),
  rule((value) => hasMinLength(value, NICK_MIN_LENGTH_CHARS), 'validation.nickMinLength', { min: NICK_MIN_LENGTH_CHARS }),
];
const inSpain = (values: FormValues): boolean => values.country === 'ES';
const postalCode: Check[] = [
  rule((value) => hasMinLength(value, POSTAL_CODE_MIN_LENGTH_CHARS), 'validation.postalCodeMinLength', { min: POSTAL_CODE_MIN_LENGTH_CHARS }),
  when(inSpain, rule(isSpanishPostalCode, 'validation.postalCodeSpain')),
];
const isMunicipalityCodeOrName = (value: string): boolean => /^\d{5}$/.test(value) || isPlaceName(value.trim());
const birthdateFormat = rule((value) => displayDateToIso(value) !== null, 'validation.dateFormat');

export const loginSchema: Schema = { email, password: [required('validation.required.password')] };

export const forgotPasswordSchema: Schema = { email };

const repeatMatches = (field: string): Check => rule((value, values) => value === text(values[field]), 'validation.confirmed');

export const changePasswordSchema: Schema = {
  password: password('validation.required.password'),
  repeatPassword: [required('validation.required.repeatPassword'), repeatMatches('password')],
};

/** Registration: `today` decides the age rule. */
export function registrationSchema(today: Date): Schema {
  return {
    nick,
    email,
    password: password('validation.required.password'),
    name: [required('validation.required.name'), rule(isPlaceName, 'validation.personName')],
    surname: [required('validation.required.surname'), rule(isPlaceName, 'validation.personName')],
    birthdate: [
      required('validation.required.birthdate'),
      birthdateFormat,
      rule((value) => isOldEnough(displayDateToIso(value) ?? '', today), 'validation.age'),
    ],
    phone: [rule(isRegistrationPhone, 'validation.registrationPhone')],
    country: [required('validation.required.country')],
    province: [when(inSpain, required('validation.required.province'))],
    // In Spain, an INE code from the list, or a name typed where the list has none for the province.
    city: [when(inSpain, required('validation.required.city'), rule(isMunicipalityCodeOrName, 'validation.placeName')), when((values) => !inSpain(values), rule(isPlaceName, 'validation.placeName'))],
    postalCode,
    terms: [(value) => (isTrue(value) ? null : { key: 'validation.terms' })],
    recaptcha: [required('validation.required.recaptcha')],
  };
}

const typed = (values: FormValues, field: string): boolean => text(values[field]) !== '';

/** The profile form (spec: profile form rules). `withPasswords` is false for social (rrss) profiles. */
export function profileSchema(withPasswords: boolean): Schema {
  const base: Schema = {
    nick,
    email,
    name: [required('validation.required.name')],
    surname: [required('validation.required.surname')],
    birthdate: [birthdateFormat],
    phone: [rule(isProfilePhone, 'validation.profilePhone')],
    postalCode,
  };
  if (!withPasswords) return base;
  const passwordRules = [
    rule(hasUpperAndLower, 'validation.upperLower'),
    rule((value: string) => hasMinLength(value, PASSWORD_MIN_LENGTH_CHARS), 'validation.passwordMinLength', { min: PASSWORD_MIN_LENGTH_CHARS }),
  ];
  return {
    ...base,
    password: [when((values) => typed(values, 'newPassword'), required('validation.required.currentPassword')), ...passwordRules],
    newPassword: [when((values) => typed(values, 'password'), required('validation.required.newPassword')), ...passwordRules, repeatMatches('repeatPassword')],
    repeatPassword: [when((values) => typed(values, 'newPassword'), required('validation.required.repeatPassword')), ...passwordRules],
  };
}
