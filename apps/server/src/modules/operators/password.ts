import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Operator passwords under scrypt, a memory-hard key derivation in node:crypto (no native
 * package to build). N = 2^15, r = 8 needs 32 MiB per hash: about 70 ms on the 2-core CI machine,
 * which keeps a sign-in under ~150 ms and a guessing attacker with a stolen table at that cost
 * per guess. The parameters are written into each hash, so they can be raised later.
 */
const LOG_N = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  // maxmem must exceed 128 * N * r bytes; the default (32 MiB) is exactly at the line.
  const options: ScryptOptions = { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, LOG_N, R, P);
  return ['scrypt', LOG_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(logN), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether a hash was made with weaker parameters than today's: rehash it at the next right password. */
export function needsRehash(stored: string): boolean {
  const [scheme, logN, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(logN) < LOG_N || Number(r) < R || Number(p) < P;
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends a verification's time on an unknown username, so the answer's timing does not tell
 * which usernames exist.
 */
export async function verifyNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('no operator has this password 0');
  await verifyPassword(password, await dummyHash);
}
