import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { v5Signature } from './signature.ts';

const input = {
  method: 'post',
  path: '/v5/sign/auth/loginSendMsg',
  timestamp: '1700000000',
  nonce: 'n0nce-中文',
  appKey: 'app-key',
};

describe('v5Signature', () => {
  it('hashes the upper-cased method and the fields, one per line', () => {
    const text = 'POST\n/v5/sign/auth/loginSendMsg\n1700000000\nn0nce-中文\napp-key';
    expect(v5Signature(input)).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
  });

  it('matches the published SHA-256 of an empty-field message', () => {
    // sha256("\n\n\n\n") computed independently
    expect(v5Signature({ method: '', path: '', timestamp: '', nonce: '', appKey: '' })).toBe(
      createHash('sha256').update('\n\n\n\n').digest('hex'),
    );
  });

  it('is 64 lowercase hex characters and changes with any field', () => {
    const sig = v5Signature(input);
    expect(sig).toMatch(/^[0-9a-f]{64}$/);
    expect(v5Signature({ ...input, method: 'POST' })).toBe(sig);
    expect(v5Signature({ ...input, nonce: 'other' })).not.toBe(sig);
    expect(v5Signature({ ...input, path: '/v5/other' })).not.toBe(sig);
  });
});
