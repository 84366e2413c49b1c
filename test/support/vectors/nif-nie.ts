// NIF/NIE vectors generated from the check-letter rule itself (Spanish Ministry of the Interior):
// the number (for an NIE, its X/Y/Z read as 0/1/2) mod 23 picks the letter in CHECK_LETTERS.
// Valid ones get the computed letter; invalid ones perturb the letter, the case, the length or the
// prefix. A few well-known anchors pin the table itself.

const CHECK_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const NIE_PREFIXES = ['X', 'Y', 'Z'] as const;

export interface IdVector {
  value: string;
  valid: boolean;
  why: string;
}

const checkLetter = (number: number): string => CHECK_LETTERS[number % 23]!;
const pad = (number: number, width: number): string => String(number).padStart(width, '0');

/** Numbers spread over the whole range, every remainder mod 23 included, the same on every run. */
function sampleNumbers(count: number, max: number): number[] {
  const numbers = Array.from({ length: 23 }, (_, remainder) => remainder);
  for (let index = 0; numbers.length < count; index += 1) numbers.push((index * 7_654_321 + 1_234_567) % max);
  return numbers;
}

/** A letter of the table other than the right one. */
const wrongLetter = (number: number, shift: number): string => CHECK_LETTERS[(number + 1 + (shift % 22)) % 23]!;

function dniVectors(): IdVector[] {
  return sampleNumbers(60, 100_000_000).flatMap((number, index) => {
    const digits = pad(number, 8);
    const letter = checkLetter(number);
    return [
      { value: `${digits}${letter}`, valid: true, why: `DNI, ${number} mod 23 = ${number % 23}` },
      { value: `${digits}${wrongLetter(number, index)}`, valid: false, why: 'DNI, another letter of the table' },
      ...(index % 6 === 0
        ? [
            { value: `${digits}${letter.toLowerCase()}`, valid: false, why: 'DNI, lowercase letter' },
            { value: `${digits}-${letter}`, valid: false, why: 'DNI, separator' },
            { value: digits, valid: false, why: 'DNI, no letter' },
            { value: `${digits.slice(1)}${letter}`, valid: false, why: 'DNI, 7 digits' },
            { value: `0${digits}${letter}`, valid: false, why: 'DNI, 9 digits' },
          ]
        : []),
    ];
  });
}

function nieVectors(): IdVector[] {
  return sampleNumbers(30, 10_000_000).flatMap((number, index) => {
    const prefix = NIE_PREFIXES[index % 3]!;
    const other = NIE_PREFIXES[(index + 1) % 3]!;
    const digits = pad(number, 7);
    const value = (first: string) => Number(`${NIE_PREFIXES.indexOf(first as 'X')}${digits}`);
    const letter = checkLetter(value(prefix));
    const vectors: IdVector[] = [
      { value: `${prefix}${digits}${letter}`, valid: true, why: `NIE, ${prefix} read as ${NIE_PREFIXES.indexOf(prefix)}` },
      { value: `${prefix}${digits}${wrongLetter(value(prefix), index)}`, valid: false, why: 'NIE, another letter of the table' },
      { value: `${prefix.toLowerCase()}${digits}${letter}`, valid: false, why: 'NIE, lowercase prefix' },
      { value: `${['K', 'L', 'M', 'W'][index % 4]}${digits}${letter}`, valid: false, why: 'a prefix other than X, Y or Z' },
    ];
    // The letter of one prefix under another prefix is wrong unless both remainders happen to agree.
    if (checkLetter(value(other)) !== letter) vectors.push({ value: `${other}${digits}${letter}`, valid: false, why: 'NIE, letter computed for another prefix' });
    return vectors;
  });
}

const ANCHORS: IdVector[] = [
  { value: '12345678Z', valid: true, why: 'anchor: 12345678 mod 23 = 14 (Z)' },
  { value: '00000000T', valid: true, why: 'anchor: 0 is T' },
  { value: 'X0000000T', valid: true, why: 'anchor: X is 0' },
  { value: 'Y0000000Z', valid: true, why: 'anchor: 10000000 mod 23 = 14 (Z)' },
  { value: 'Z0000000M', valid: true, why: 'anchor: 20000000 mod 23 = 5 (M)' },
  { value: '12345678I', valid: false, why: 'I is not in the table' },
  { value: '12345678Ñ', valid: false, why: 'Ñ is not in the table' },
  { value: ' 12345678Z', valid: false, why: 'leading space' },
  { value: '12 345 678Z', valid: false, why: 'spaces' },
  { value: '', valid: false, why: 'empty' },
  { value: 'B12345678', valid: false, why: 'a CIF (company) is not a reader tax id' },
];

export const NIF_NIE_VECTORS: IdVector[] = [...ANCHORS, ...dniVectors(), ...nieVectors()];
