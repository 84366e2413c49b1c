// Between the current user and the profile form: birthdate shown DD/MM/YYYY and sent YYYY-MM-DD,
// the password null when empty, province and city only in Spain.
import type { CurrentUser, ProfileUpdate } from '../../src/api/user';
import { displayDateToIso, isoDateToDisplay, type FormValues } from '../../src/validation';

export function formValuesOf(user: CurrentUser): FormValues {
  return {
    nick: user.nick,
    name: user.name,
    surname: user.surname,
    birthdate: isoDateToDisplay(user.birthdate),
    email: user.email,
    password: '',
    newPassword: '',
    repeatPassword: '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    country: user.country ?? '',
    province: user.province ?? '',
    city: user.city ?? '',
    postalCode: user.postalCode ?? '',
  };
}

const text = (values: FormValues, name: string): string => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
const orNull = (value: string): string | null => (value === '' ? null : value);

export function profileUpdateOf(values: FormValues): ProfileUpdate {
  const inSpain = values.country === 'ES';
  const password = typeof values.password === 'string' ? values.password : '';
  const newPassword = typeof values.newPassword === 'string' ? values.newPassword : '';
  return {
    nick: text(values, 'nick'),
    name: text(values, 'name'),
    surname: text(values, 'surname'),
    email: text(values, 'email'),
    birthdate: displayDateToIso(text(values, 'birthdate')),
    password: orNull(password),
    newPassword: orNull(newPassword),
    phone: orNull(text(values, 'phone')),
    postalCode: orNull(text(values, 'postalCode')),
    address: orNull(text(values, 'address')),
    city: inSpain ? orNull(text(values, 'city')) : null,
    province: inSpain ? orNull(text(values, 'province')) : null,
    country: orNull(text(values, 'country')),
  };
}
