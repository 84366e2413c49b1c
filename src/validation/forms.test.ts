// The account forms' schemas: the first message of each field, as the forms show it.
import { changePasswordSchema, loginSchema, profileSchema, registrationSchema } from './forms';
import { isValid, validate } from './schema';

const today = new Date(2026, 10, 22);
const completeRegistration = {
  nick: 'nuevo', email: 'nuevo@example.com', password: 'Secreta2026', name: 'Núria', surname: "D'Amico",
  birthdate: '01/02/1990', phone: '612345678', country: 'ES', province: '46', city: '46250', address: 'Calle 1',
  postalCode: '46001', terms: true, recaptcha: 'token',
};
const completeProfile = { nick: 'lector', email: 'lector@example.com', name: 'Lucía', surname: 'Martín', birthdate: '12/04/1988', phone: '612345678', postalCode: '46001', country: 'ES', password: '', newPassword: '', repeatPassword: '' };

describe('login and password forms', () => {
  it('login needs a valid email and a password, with field-specific required messages', () => {
    expect(validate(loginSchema, { email: '', password: '' })).toEqual({ email: { key: 'validation.required.email' }, password: { key: 'validation.required.password' } });
    expect(validate(loginSchema, { email: 'no', password: 'x' })).toEqual({ email: { key: 'validation.email' } });
  });

  it('a new password needs upper and lower case, 8 characters, and an identical repeat', () => {
    expect(validate(changePasswordSchema, { password: 'abcdefgh', repeatPassword: 'abcdefgh' }).password?.key).toBe('validation.upperLower');
    expect(validate(changePasswordSchema, { password: 'Abcdef', repeatPassword: 'Abcdef' }).password).toEqual({ key: 'validation.passwordMinLength', params: { min: 8 } });
    expect(validate(changePasswordSchema, { password: 'Abcdefgh', repeatPassword: 'Abcdefgx' })).toEqual({ repeatPassword: { key: 'validation.confirmed' } });
    expect(isValid(validate(changePasswordSchema, { password: 'Abcdefgh', repeatPassword: 'Abcdefgh' }))).toBe(true);
  });
});

describe('registration', () => {
  it('a complete form is valid', () => {
    expect(validate(registrationSchema(today), completeRegistration)).toEqual({});
  });

  it('refuses a reader under 13, an unticked terms box, a phone without 9 digits, a name with digits', () => {
    const errors = validate(registrationSchema(today), { ...completeRegistration, birthdate: '23/11/2013', terms: false, phone: '61234567', name: 'R2D2' });
    expect(errors).toEqual({ birthdate: { key: 'validation.age' }, terms: { key: 'validation.terms' }, phone: { key: 'validation.registrationPhone' }, name: { key: 'validation.personName' } });
  });

  it('province and city are required in Spain only; a city abroad is a place name', () => {
    expect(validate(registrationSchema(today), { ...completeRegistration, province: '', city: '' })).toEqual({ province: { key: 'validation.required.province' }, city: { key: 'validation.required.city' } });
    expect(validate(registrationSchema(today), { ...completeRegistration, country: 'FR', province: '', city: 'Perpignan', postalCode: '66000' })).toEqual({});
    expect(validate(registrationSchema(today), { ...completeRegistration, country: 'FR', province: '', city: 'Perpignan 2' }).city?.key).toBe('validation.placeName');
    // A province the municipality list leaves out: the reader types the city's name.
    expect(validate(registrationSchema(today), { ...completeRegistration, province: '02', city: 'La Roda', postalCode: '02630' })).toEqual({});
    expect(validate(registrationSchema(today), { ...completeRegistration, province: '02', city: 'Calle 12' }).city?.key).toBe('validation.placeName');
  });

  it('names the missing nick, email, birth date and recaptcha', () => {
    const errors = validate(registrationSchema(today), { ...completeRegistration, nick: '', email: '', birthdate: '', recaptcha: '' });
    expect(Object.values(errors).map((error) => error?.key)).toEqual(['validation.required.nick', 'validation.required.email', 'validation.required.birthdate', 'validation.required.recaptcha']);
  });
});

describe('the profile form rules', () => {
  const schema = profileSchema(true);

  it('nick: required, at least 4 characters; email required and valid; name and surname required', () => {
    expect(validate(schema, { ...completeProfile, nick: 'abc', email: 'x@', name: '', surname: ' ' })).toEqual({
      nick: { key: 'validation.nickMinLength', params: { min: 4 } },
      email: { key: 'validation.email' },
      name: { key: 'validation.required.name' },
      surname: { key: 'validation.required.surname' },
    });
  });

  it('birthdate optional, DD/MM/YYYY; phone optional, 6 to 12 digits; postal code at least 5', () => {
    expect(validate(schema, { ...completeProfile, birthdate: '', phone: '', postalCode: '' })).toEqual({});
    expect(validate(schema, { ...completeProfile, birthdate: '1988-04-12', phone: '12345', postalCode: '4600', country: 'FR' })).toEqual({
      birthdate: { key: 'validation.dateFormat' },
      phone: { key: 'validation.profilePhone' },
      postalCode: { key: 'validation.postalCodeMinLength', params: { min: 5 } },
    });
  });

  it('the current password is required once a new one is typed, and the other way round; the new one must match the repeat', () => {
    expect(validate(schema, { ...completeProfile, newPassword: 'Nueva2026x', repeatPassword: 'Nueva2026x' })).toEqual({ password: { key: 'validation.required.currentPassword' } });
    expect(validate(schema, { ...completeProfile, password: 'Lectura2026' })).toEqual({ newPassword: { key: 'validation.required.newPassword' } });
    expect(validate(schema, { ...completeProfile, password: 'Lectura2026', newPassword: 'Nueva2026x', repeatPassword: 'Nueva2026y' })).toEqual({ newPassword: { key: 'validation.confirmed' } });
    expect(validate(schema, { ...completeProfile, password: 'Lectura2026', newPassword: 'nueva2026x', repeatPassword: 'nueva2026x' }).newPassword?.key).toBe('validation.upperLower');
    expect(validate(schema, { ...completeProfile, password: 'Lectura2026', newPassword: 'Nueva2026x', repeatPassword: 'Nueva2026x' })).toEqual({});
  });

  it('a social (rrss) profile has no password rules', () => {
    expect(Object.keys(profileSchema(false))).not.toContain('password');
  });
});
