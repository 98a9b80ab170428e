import { randomBytes } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { openSecret, SECRET_KEY_BYTES, sealSecret } from './secret-box';

describe('sealed secrets', () => {
  const key = randomBytes(SECRET_KEY_BYTES);

  it('open to what was sealed, and seal the same text differently each time', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('refuse to open under another key, once changed, or when not sealed at all', () => {
    const sealed = sealSecret(key, 'secret');
    expect(() => openSecret(randomBytes(SECRET_KEY_BYTES), sealed)).toThrow();
    const [version, iv, tag, body = ''] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => openSecret(key, [version, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => openSecret(key, 'secret')).toThrow('Not a sealed secret');
  });
});
