import { randomUUID } from 'node:crypto';

import { type z } from 'zod';

import { type Prisma } from '@backoffice/db';
import {
  DEFAULT_LOCALE,
  EMAILED_SCREEN_PATHS,
  type registrationSchema,
  SystemRole,
  UserStatus,
} from '@backoffice/shared';

import { recordAudit } from '../../audit';
import { hashPasswordGated } from '../../auth/hashing';
import { countCallInWindowInTransaction, reserveRegistration } from '../../auth/rate-limit';
import { type Context } from '../../context';
import { queueEmail } from '../email/queue';
import { registrationAttemptEmail } from '../email/staff-emails';
import { takeOverInvitations } from '../companies/invite-employee';

/** Notices of a registration with a taken address one account receives a day (silent past it). */
const ATTEMPT_NOTICES_PER_ACCOUNT_PER_DAY = 3;
const DAY_MS = 86_400_000;

/**
 * New accounts start as created (2) with no role (0) and wait for an administrator to activate them;
 * invitations sent to the address before take it over. An address that already has an account
 * answers the same (a fresh uuid that names no account), changes nothing and emails the owner
 * instead, so the call says nothing about which addresses have accounts.
 */
export async function register(
  ctx: Pick<Context, 'prisma' | 'request' | 'config' | 'caller'>,
  input: z.infer<typeof registrationSchema>,
): Promise<string> {
  const email = input.email.toLowerCase();
  // Counted per address before any work (429 with Retry-After past the limit).
  await reserveRegistration(ctx.prisma, ctx.config, ctx.request.ip);
  // Hashed in both cases, so the answer takes as long for a taken address as for a new one.
  const passwordHash = await hashPasswordGated(ctx.config, input.password);
  const userId = await ctx.prisma.$transaction(async (tx) => {
    const owner = await tx.user.findUnique({
      where: { email },
      select: { id: true, status: true, ownKey: { select: { id: true } } },
    });
    if (owner) {
      await tellOwner(tx, ctx, {
        id: owner.id,
        email,
        status: owner.status,
        isApiKey: Boolean(owner.ownKey),
      });
      return randomUUID();
    }
    const created = await tx.user.create({
      data: {
        email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        secondName: input.second_name,
        sex: input.sex,
        systemRole: SystemRole.NoRole,
        status: UserStatus.Created,
      },
      select: { id: true },
    });
    await takeOverInvitations(tx, { id: created.id, email });
    await recordAudit(tx, ctx, {
      action: 'user.register',
      entityType: 'User',
      entityId: created.id,
      changes: { email, status: UserStatus.Created, systemRole: SystemRole.NoRole },
    });
    return created.id;
  });
  return userId;
}

/**
 * Emails the owner of a taken address that someone tried to register it, with links to sign in and
 * to reset the password. Accounts nobody signs in to (banned, deleted, an API key's) are not told,
 * nor is an account past its day's allowance.
 */
async function tellOwner(
  tx: Prisma.TransactionClient,
  ctx: Pick<Context, 'request' | 'config'>,
  owner: { id: string; email: string; status: number; isApiKey: boolean },
) {
  const canSignIn = [UserStatus.Active, UserStatus.Created, UserStatus.NotActive] as number[];
  if (owner.isApiKey || !canSignIn.includes(owner.status)) return;
  const allowance = await countCallInWindowInTransaction(tx, {
    key: `registration-attempt:${owner.id}`,
    limit: ATTEMPT_NOTICES_PER_ACCOUNT_PER_DAY,
    windowMs: DAY_MS,
  });
  if (!allowance.allowed) return;
  const message = registrationAttemptEmail(ctx.request.locale ?? DEFAULT_LOCALE, owner.email, {
    signIn: `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.login}`,
    resetPassword: `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.forgotPassword}`,
  });
  await queueEmail(tx, {
    kind: 'registration-attempt',
    to: owner.email,
    subject: message.subject,
    html: message.html,
  });
  await recordAudit(
    tx,
    { ...ctx, caller: null },
    { action: 'user.register-attempt', entityType: 'User', entityId: owner.id },
  );
}
