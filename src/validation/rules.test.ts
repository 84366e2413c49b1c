// Every rule of spec section 5 and the profile rules, against our own vectors
// (test/support/vectors/), and every row of the shared corpora that apply when NP_CORPORA_DIR is set.
import { sharedCorpora, type SharedCorpora } from '../../test/support/corpora';
import { EMAIL_VECTORS, POSTAL_CODE_VECTORS, REGISTRATION_PHONE_VECTORS } from '../../test/support/vectors/contact';
import { NIF_NIE_VECTORS } from '../../test/support/vectors/nif-nie';
import {
  displayDateToIso,
  hasDigits,
  isChild,
  isCommentWithinLimit,
  isEmail,
  isFilled,
  isNifOrNie,
  isNumeric,
  isoDateToDisplay,
  isOldEnough,
  isPlaceName,
  isProfilePhone,
  isRegistrationPhone,
  isSearchLongEnough,
  isSpanishPostalCode,
  isStrongPassword,
  isTrue,
  hasUpperAndLower,
  provinceOfPostalCode,
} from './rules';
import { isUploadWithinLimit, uploadLimitBytes } from './uploads';

describe('NIF/NIE: 8 digits, or X, Y or Z plus 7 digits, then the number mod 23 in the letter table (strict: uppercase, no separators)', () => {
  it('has generated vectors of both verdicts, DNI and NIE', () => {
    expect(NIF_NIE_VECTORS.filter((vector) => vector.valid).length).toBeGreaterThan(80);
    expect(NIF_NIE_VECTORS.filter((vector) => !vector.valid).length).toBeGreaterThan(150);
    for (const prefix of ['X', 'Y', 'Z']) expect(NIF_NIE_VECTORS.some((vector) => vector.valid && vector.value.startsWith(prefix))).toBe(true);
  });

  it.each(NIF_NIE_VECTORS.map((vector) => [vector.value, vector.valid, vector.why]))('%j is %s (%s)', (value, valid) => {
    expect(isNifOrNie(value)).toBe(valid);
  });
});

describe('email: the WHATWG <input type=email> definition', () => {
  it.each(EMAIL_VECTORS)('%j is %s', (value, valid) => {
    expect(isEmail(value)).toBe(valid);
  });
});

describe('Spanish postal codes and phones', () => {
  it.each(POSTAL_CODE_VECTORS)('postal code %j is %s (5 digits, province 01-52)', (value, valid) => {
    expect(isSpanishPostalCode(value)).toBe(valid);
  });

  it.each(REGISTRATION_PHONE_VECTORS)('registration phone %j is %s (exactly 9 digits)', (value, valid) => {
    expect(isRegistrationPhone(value)).toBe(valid);
  });

  it('the profile phone takes 6 to 12 digits only', () => {
    expect(isProfilePhone('12345')).toBe(false);
    expect(isProfilePhone('123456')).toBe(true);
    expect(isProfilePhone('123456789012')).toBe(true);
    expect(isProfilePhone('1234567890123')).toBe(false);
    expect(isProfilePhone('612 345 678')).toBe(false);
    expect(isProfilePhone('+34612345678')).toBe(false);
  });

  it('a postal code names its province by its first two digits', () => {
    expect(provinceOfPostalCode('46001')).toBe('46');
    expect(provinceOfPostalCode('53001')).toBeNull();
  });
});

function describeSharedCorpora(corpora: SharedCorpora): void {
  describe('NIF/NIE: the shared corpus', () => {
    const rows = corpora.readTsv('nif-nie-vectors.tsv');
    const inRule = rows.filter((row) => row.computed_dni_nie_rule !== '-');
    const outside = rows.filter((row) => row.computed_dni_nie_rule === '-');

    it('reads the whole corpus: 230 rows, 154 under the strict rule (73 valid, 81 not) and 76 CIF or K/L/M numbers outside it', () => {
      expect(rows).toHaveLength(230);
      expect(inRule.filter((row) => row.computed_dni_nie_rule === '1')).toHaveLength(73);
      expect(inRule).toHaveLength(154);
      expect(outside).toHaveLength(76);
    });

    it.each(inRule.map((row) => [row.value ?? '', row.computed_dni_nie_rule === '1', row.note ?? '']))('%s is %s under the strict rule (%s)', (value, valid) => {
      expect(isNifOrNie(value)).toBe(valid);
    });

    it('refuses every CIF and K/L/M special NIF: they are not a reader tax id under this rule', () => {
      for (const row of outside) expect([row.value, isNifOrNie(row.value ?? '')]).toEqual([row.value, false]);
    });
  });

  // Definition followed: the WHATWG HTML "valid e-mail address", the one <input type=email> applies.
  // The email field is an <input type=email>; with validator.js's wider rule (quoted and UTF-8 local
  // parts) the browser and our check would give a reader two different verdicts on one field.
  describe('email: the shared corpus', () => {
    const rows = corpora.readTsv('emails.tsv');

    it.each(rows.map((row) => [row.value ?? '', row.computed_whatwg_regex === '1', row.source ?? '']))('%s is %s (source %s)', (value, valid) => {
      expect(isEmail(value)).toBe(valid);
    });

    it('agrees with every WebKit row except the three old "label ends in a hyphen" rows Chromium itself now refuses', () => {
      const webkit = rows.filter((row) => row.source === 'webkit');
      const disagreeing = webkit.filter((row) => isEmail(row.value ?? '') !== (row.valid === '1')).map((row) => row.value);
      expect(disagreeing).toEqual(['ddjk-s-jk@asl-.com', 'someone@do-.com', 'somebody@-.com']);
    });
  });

  describe('Spanish postal codes and phones: the shared corpus', () => {
    const rows = corpora.readTsv('spain-postal-phone-vectors.tsv');
    const postal = rows.filter((row) => row.kind === 'postal_code');
    const phones = rows.filter((row) => row.kind !== 'postal_code');

    it.each(postal.map((row) => [row.value ?? '', row.valid === '1']))('postal code %s is %s (5 digits, province 01-52)', (value, valid) => {
      expect(isSpanishPostalCode(value)).toBe(valid);
    });

    // Our phone rule is the spec's "exactly 9 digits": digits only, so a +34 prefix is refused where
    // validator.js accepts it, and it is not mobile-only, so 854789321 (a fixed-line number) passes.
    const digitsOnly = (value: string) => /^\d+$/.test(value);
    it.each(phones.map((row) => [row.value ?? '', row.valid === '1' && digitsOnly(row.value ?? ''), row.kind ?? '']))('registration phone %s is %s (%s)', (value, valid) => {
      expect(isRegistrationPhone(value)).toBe(valid);
    });

    it('the profile phone takes 6 to 12 digits only', () => {
      for (const value of phones.map((row) => row.value ?? '')) expect(isProfilePhone(value)).toBe(/^\d{6,12}$/.test(value));
    });
  });
}

const corpora = sharedCorpora('src/validation/rules.test.ts');
if (corpora) describeSharedCorpora(corpora);

describe('the other rules of section 5', () => {
  it('required: blanks do not count; a ticked box does', () => {
    expect(isFilled('  ')).toBe(false);
    expect(isFilled('a')).toBe(true);
    expect(isFilled(true)).toBe(true);
    expect(isFilled(false)).toBe(false);
  });

  it('digits and numeric', () => {
    expect(hasDigits('123456789', 9)).toBe(true);
    expect(hasDigits('12345678', 9)).toBe(false);
    expect(isNumeric('0042')).toBe(true);
    expect(isNumeric('4.2')).toBe(false);
    expect(isNumeric('')).toBe(false);
  });

  it('a password needs an uppercase and a lowercase letter and 8 characters', () => {
    expect(hasUpperAndLower('abcdefgh')).toBe(false);
    expect(hasUpperAndLower('ABCDEFGH')).toBe(false);
    expect(hasUpperAndLower('Ñandú')).toBe(true);
    expect(isStrongPassword('Lectura2026')).toBe(true);
    expect(isStrongPassword('Lectura')).toBe(false);
  });

  it('registration age: born at least 13 years ago; the child variant is under 13', () => {
    const today = new Date(2026, 10, 22);
    expect(isOldEnough('2013-11-22', today)).toBe(true);
    expect(isOldEnough('2013-11-23', today)).toBe(false);
    expect(isChild('2013-11-23', today)).toBe(true);
    expect(isChild('2013-11-22', today)).toBe(false);
    expect(isChild('2027-01-01', today)).toBe(false);
    expect(isOldEnough('2012-02-29', new Date(2025, 1, 28))).toBe(false);
    expect(isOldEnough('2012-02-29', new Date(2025, 2, 1))).toBe(true);
  });

  it('dates are shown DD/MM/YYYY and sent YYYY-MM-DD; impossible days are refused', () => {
    expect(displayDateToIso('12/04/1988')).toBe('1988-04-12');
    expect(displayDateToIso('31/02/1988')).toBeNull();
    expect(displayDateToIso('1988-04-12')).toBeNull();
    expect(isoDateToDisplay('1988-04-12')).toBe('12/04/1988');
    expect(isoDateToDisplay(null)).toBe('');
  });

  it('place names: letters, accents, spaces, hyphen and apostrophe', () => {
    for (const name of ["L'Hospitalet de Llobregat", 'Vitoria-Gasteiz', 'Cádiz', 'A Coruña', 'Sant Adrià de Besòs']) expect(isPlaceName(name)).toBe(true);
    for (const name of ['Calle 12', 'a<b', 'x_y', '']) expect(isPlaceName(name)).toBe(false);
  });

  it('must-be-true, comment at most 500 characters, search at least 3', () => {
    expect(isTrue(true)).toBe(true);
    expect(isTrue('true')).toBe(false);
    expect(isCommentWithinLimit('a'.repeat(500))).toBe(true);
    expect(isCommentWithinLimit('a'.repeat(501))).toBe(false);
    expect(isSearchLongEnough('ab ')).toBe(false);
    expect(isSearchLongEnough('abc')).toBe(true);
  });

  it('uploads: es image 5 MB and video 80 MB; ca and digital interview 8 MB and 500 MB', () => {
    const MB = 1024 * 1024;
    expect(uploadLimitBytes('image', 'es')).toBe(5 * MB);
    expect(uploadLimitBytes('video', 'es')).toBe(80 * MB);
    expect(uploadLimitBytes('image', 'ca')).toBe(8 * MB);
    expect(uploadLimitBytes('video', 'digitalInterview')).toBe(500 * MB);
    expect(isUploadWithinLimit(5 * MB, 'image', 'es')).toBe(true);
    expect(isUploadWithinLimit(5 * MB + 1, 'image', 'es')).toBe(false);
    expect(isUploadWithinLimit(5 * MB + 1, 'image', 'ca')).toBe(true);
    expect(isUploadWithinLimit(Number.NaN, 'image', 'ca')).toBe(false);
  });
});
