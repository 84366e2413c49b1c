// Email, postal-code and phone vectors written for this project. Emails follow the WHATWG HTML
// "valid e-mail address" (what <input type=email> accepts): no quoted or UTF-8 local parts, no TLD
// needed, labels of letters, digits and inner hyphens of at most 63 characters.

export const EMAIL_VECTORS: ReadonlyArray<readonly [string, boolean]> = [
  ['lectora@example.com', true],
  ['nuria.puig@diari.cat', true],
  ['a+boletines@example.es', true],
  ["o'neill@example.ie", true],
  ['x@y', true],
  ['USER_1@EXAMPLE.COM', true],
  ['!#$%&*+/=?^_`{|}~-@example.com', true],
  ['lector@sub-domain.example.com', true],
  ['lector@127.0.0.1', true],
  [`${'a'.repeat(64)}@${'b'.repeat(63)}.com`, true],
  ['lector@', false],
  ['@example.com', false],
  ['lector example@example.com', false],
  ['lector@@example.com', false],
  ['lector@example..com', false],
  ['lector@.example.com', false],
  ['lector@example.com.', false],
  ['lector@-example.com', false],
  ['lector@example-.com', false],
  [`lector@${'b'.repeat(64)}.com`, false],
  ['"quoted"@example.com', false],
  ['núria@example.com', false],
  ['lector@exämple.com', false],
  ['lector@example_domain.com', false],
  ['lector@[127.0.0.1]', false],
  ['lector@example.com ', false],
  ['<lector@example.com>', false],
  ['', false],
];

/** Postal codes: 5 digits whose first two name a province (01-52). */
export const POSTAL_CODE_VECTORS: ReadonlyArray<readonly [string, boolean]> = [
  ...Array.from({ length: 52 }, (_, index) => [`${String(index + 1).padStart(2, '0')}001`, true] as const),
  ['46250', true],
  ['08019', true],
  ['52999', true],
  ['00001', false],
  ['53000', false],
  ['99999', false],
  ['4600', false],
  ['460010', false],
  ['46 001', false],
  ['4600a', false],
  ['', false],
];

/** Registration phones: exactly 9 digits, nothing else (no +34, no spaces). */
export const REGISTRATION_PHONE_VECTORS: ReadonlyArray<readonly [string, boolean]> = [
  ['612345678', true],
  ['912345678', true],
  ['854789321', true],
  ['712345678', true],
  ['61234567', false],
  ['6123456789', false],
  ['+34612345678', false],
  ['0034612345678', false],
  ['612 345 678', false],
  ['612-345-678', false],
  ['61234567a', false],
  ['', false],
];
