import { ErrorCode, OPERATOR_LOCK_FAILURES, OPERATOR_LOCK_MINUTES } from '@emall/contract';
import { describe, expect, it } from 'vitest';
import { checkDisplayName, checkUsername, isStrongPassword, lockAfterFailures, lockMinutesLeft } from './operator-account.ts';

describe('operator passwords', () => {
  it('wants at least 10 characters with letters and digits', () => {
    expect(isStrongPassword('abcdefgh12', 'zhang')).toBe(true);
    expect(isStrongPassword('abcdefg12', 'zhang')).toBe(false);
    expect(isStrongPassword('abcdefghij', 'zhang')).toBe(false);
    expect(isStrongPassword('1234567890', 'zhang')).toBe(false);
  });

  it('refuses the username as the password, whatever its case', () => {
    expect(isStrongPassword('Operator01', 'operator01')).toBe(false);
    expect(isStrongPassword('operator01x', 'operator01')).toBe(true);
  });
});

describe('operator names', () => {
  it('takes usernames in lower case, trimmed, starting with a letter', () => {
    expect(checkUsername(' Admin ')).toEqual({ ok: true, value: 'admin' });
    expect(checkUsername('li.na_2')).toEqual({ ok: true, value: 'li.na_2' });
    for (const bad of ['ab', '1abc', 'a b c', '张三', 'a'.repeat(33)]) {
      expect(checkUsername(bad), bad).toEqual({ ok: false, code: ErrorCode.ADMIN_USERNAME_INVALID });
    }
  });

  it('takes display names of 1 to 20 characters', () => {
    expect(checkDisplayName(' 张三 ')).toEqual({ ok: true, value: '张三' });
    expect(checkDisplayName('   ').ok).toBe(false);
    expect(checkDisplayName('张'.repeat(21)).ok).toBe(false);
  });
});

describe('lockout', () => {
  const now = new Date('2026-01-01T00:00:00Z');

  it(`locks for ${OPERATOR_LOCK_MINUTES} minutes at the ${OPERATOR_LOCK_FAILURES}th consecutive failure`, () => {
    expect(lockAfterFailures(OPERATOR_LOCK_FAILURES - 1, now)).toBeNull();
    expect(lockAfterFailures(OPERATOR_LOCK_FAILURES, now)?.getTime()).toBe(now.getTime() + OPERATOR_LOCK_MINUTES * 60_000);
  });

  it('counts the minutes left rounded up, and none once the lock has passed', () => {
    expect(lockMinutesLeft(null, now)).toBe(0);
    expect(lockMinutesLeft(new Date(now.getTime() + 61_000), now)).toBe(2);
    expect(lockMinutesLeft(new Date(now.getTime() - 1), now)).toBe(0);
  });
});
