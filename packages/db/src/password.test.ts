import { describe, expect, it } from 'vitest';

import { hashPassword, passwordNeedsRehash, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id and the agreed parameters, salted', async () => {
    const first = await hashPassword('demo-password');
    const second = await hashPassword('demo-password');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(passwordNeedsRehash(first)).toBe(false);
  });

  it('verifies the right password only', async () => {
    const hash = await hashPassword('Segreto!2025 àè');
    expect(await verifyPassword(hash, 'Segreto!2025 àè')).toBe(true);
    expect(await verifyPassword(hash, 'segreto!2025 àè')).toBe(false);
    expect(await verifyPassword(hash, '')).toBe(false);
  });

  it('answers false (does not throw) for a malformed hash and flags it for rehash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyPassword('', 'x')).toBe(false);
    expect(passwordNeedsRehash('not-a-hash')).toBe(true);
    expect(
      passwordNeedsRehash('$argon2id$v=19$m=4096,t=3,p=1$c29tZXNhbHQ$RdescudvJCsgt3ub+b+dWRWJTmaaJObG'),
    ).toBe(true);
  });
});
