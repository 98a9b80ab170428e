import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Sealed values start with the scheme's version, so a new key or cipher can be told apart later. */
const VERSION = 'v1';

/**
 * Secrets the server must read back (an authenticator app's TOTP secret), sealed with AES-256-GCM
 * under SECRET_ENCRYPTION_KEY: a copy of the database alone does not give them away, and a sealed
 * value changed or moved to another key fails to open instead of opening wrong.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The sealed secret's plain text; throws when it was sealed under another key or changed. */
export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** Bytes of a SECRET_ENCRYPTION_KEY. */
export const SECRET_KEY_BYTES = 32;
