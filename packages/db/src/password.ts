import { hash, parseOptions, verify } from '@node-rs/argon2';

/** Argon2id parameters (OWASP's minimum recommendation: 19 MiB, 2 passes, 1 lane). */
export const PASSWORD_HASH_OPTIONS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
  // Algorithm.Argon2id (a const enum, which isolatedModules cannot import).
  algorithm: 2,
} as const;

/** PHC string, e.g. $argon2id$v=19$m=19456,t=2,p=1$salt$hash. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain, PASSWORD_HASH_OPTIONS);
}

/** False (never throws) when the hash is malformed or does not match. */
export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with other parameters and should be replaced at the next sign-in. */
export function passwordNeedsRehash(passwordHash: string): boolean {
  try {
    const options = parseOptions(passwordHash);
    return (
      Number(options.algorithm) !== PASSWORD_HASH_OPTIONS.algorithm ||
      options.memoryCost !== PASSWORD_HASH_OPTIONS.memoryCost ||
      options.timeCost !== PASSWORD_HASH_OPTIONS.timeCost ||
      options.parallelism !== PASSWORD_HASH_OPTIONS.parallelism
    );
  } catch {
    return true;
  }
}
