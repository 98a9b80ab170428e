import { randomInt } from 'node:crypto';

import { type PrismaClient } from './generated/prisma/client';
import { hashPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
/** System role 3: super administrator. User status 1: active. */
const SUPER_ADMIN_ROLE = 3;
const ACTIVE_STATUS = 1;

export type BootstrapAdminResult =
  { created: true; email: string; password: string; generated: boolean } | { created: false };

/** Unambiguous characters (no 0/O, 1/l/I) for a password someone may have to type from a log. */
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let password = '';
  for (let i = 0; i < length; i += 1) password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

/**
 * When the users table is empty, creates the first super administrator (active). Without a
 * password, a random 16-character one is generated: the caller prints it once. Safe to call at
 * every start-up and from several instances at once (the unique e-mail lets only one insert win).
 */
export async function bootstrapAdmin(
  prisma: PrismaClient,
  options: { email?: string; password?: string } = {},
): Promise<BootstrapAdminResult> {
  if ((await prisma.user.count()) > 0) return { created: false };
  const email = (options.email?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase();
  const generated = !options.password;
  const password = options.password || generatePassword();
  const passwordHash = await hashPassword(password);
  const created = await prisma.$transaction(async (tx) => {
    if ((await tx.user.count()) > 0) return false;
    const result = await tx.user.createMany({
      data: [
        {
          email,
          passwordHash,
          firstName: 'Super',
          lastName: 'Admin',
          systemRole: SUPER_ADMIN_ROLE,
          status: ACTIVE_STATUS,
        },
      ],
      skipDuplicates: true,
    });
    return result.count === 1;
  });
  return created ? { created: true, email, password, generated } : { created: false };
}
