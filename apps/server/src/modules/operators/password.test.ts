import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';

describe('operator password hashes', () => {
  it('verifies the password it was made from and nothing else, salted apart', async () => {
    const a = await hashPassword('right-pass-2026');
    const b = await hashPassword('right-pass-2026');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$15\$8\$1\$/);
    expect(a).not.toContain('right-pass-2026');
    expect(await verifyPassword('right-pass-2026', a)).toBe(true);
    expect(await verifyPassword('right-pass-2027', a)).toBe(false);
    expect(await verifyPassword('right-pass-2026', 'bcrypt$whatever')).toBe(false);
  });

  it('reads the parameters from the hash, so older, weaker hashes still verify and are marked for rehash', async () => {
    const current = await hashPassword('right-pass-2026');
    const [, , r, p, salt] = current.split('$');
    // The same password under N = 2^10: a hash from before the parameters were raised.
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('right-pass-2026', Buffer.from(salt!, 'base64url'), 32, { N: 2 ** 10, r: Number(r), p: Number(p) });
    const older = ['scrypt', 10, r, p, salt, key.toString('base64url')].join('$');
    expect(await verifyPassword('right-pass-2026', older)).toBe(true);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash(current)).toBe(false);
  });

  it('takes a password the same in either Unicode normal form', async () => {
    const composed = await hashPassword('caf\u00e9-pass-2026');
    expect(await verifyPassword('cafe\u0301-pass-2026', composed)).toBe(true);
  });
});
