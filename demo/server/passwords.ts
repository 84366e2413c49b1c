// Password hashing with Node's scrypt and a per-user salt.
import { scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import type { PasswordHash } from './seed/types';

const KEY_LENGTH_BYTES = 32;
const memo = new Map<string, string>();

/** Synchronous, for the seed; memoised so that a reset does not pay for it again. */
export function hashPasswordSync(password: string, salt: string): PasswordHash {
  const key = `${salt}:${password}`;
  let hash = memo.get(key);
  if (hash === undefined) {
    hash = scryptSync(password, salt, KEY_LENGTH_BYTES).toString('hex');
    memo.set(key, hash);
  }
  return { salt, hash };
}

export function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return new Promise((resolve, reject) => {
    scrypt(password, stored.salt, KEY_LENGTH_BYTES, (error, derived) => {
      if (error) return reject(error);
      const expected = Buffer.from(stored.hash, 'hex');
      resolve(expected.length === derived.length && timingSafeEqual(expected, derived));
    });
  });
}
