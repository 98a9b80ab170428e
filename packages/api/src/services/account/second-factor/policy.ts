import { type Prisma, type PrismaClient } from '@backoffice/db';
import {
  roleRequiresSecondFactor,
  type SignInPolicy,
  type SignInPolicyChange,
  SystemRole,
  UserStatus,
  validationMessages,
} from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { type PersonContext } from '../../../context';
import { conflict, invalidField } from '../../../errors';
import { hasSecondFactor, secondFactorsOf } from './factors';

const POLICY_ROW = 1;

type PolicyReader = Pick<PrismaClient, 'signInPolicy'> | Prisma.TransactionClient;

export async function readSignInPolicy(db: PolicyReader): Promise<SignInPolicy> {
  const row = await db.signInPolicy.findUniqueOrThrow({
    where: { id: POLICY_ROW },
    select: { secondFactorRoles: true, passwordSignIn: true, breakGlassUserId: true },
  });
  return {
    second_factor_roles: [...row.secondFactorRoles].sort() as SystemRole[],
    password_sign_in: row.passwordSignIn,
    break_glass_user_uuid: row.breakGlassUserId,
  };
}

/**
 * Whether the back office's own credentials (a password, a passkey alone) may open this person's
 * session: always while password sign-in is on; when it is off, only the break-glass super
 * administrator's, for the day the identity provider is down.
 */
export async function ownCredentialsAllowed(
  db: PolicyReader,
  user: { id: string; systemRole: number },
): Promise<boolean> {
  const policy = await readSignInPolicy(db);
  return (
    policy.password_sign_in ||
    (policy.break_glass_user_uuid === user.id && user.systemRole === SystemRole.SuperAdmin)
  );
}

/** Whether a person of `role` must sign in with a second factor now. */
export const secondFactorRequiredFor = async (db: PolicyReader, role: number) =>
  roleRequiresSecondFactor(await readSignInPolicy(db), role);

/**
 * A super administrator sets which roles must use a second factor. The sessions of people of those
 * roles that were opened without one end at once: nobody of such a role keeps working on a password
 * alone. Requiring one of one's own role before having set one up is refused, not a lock-out. Turning
 * password sign-in off ends every session not opened through single sign-on, but the break-glass
 * account's.
 */
export async function changeSignInPolicy(ctx: PersonContext, change: SignInPolicyChange): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM sign_in_policy WHERE id = ${POLICY_ROW} FOR UPDATE`;
    const before = await readSignInPolicy(tx);
    const policy: SignInPolicy = {
      second_factor_roles: change.second_factor_roles,
      password_sign_in: change.password_sign_in ?? before.password_sign_in,
      break_glass_user_uuid:
        change.break_glass_user_uuid === undefined
          ? before.break_glass_user_uuid
          : change.break_glass_user_uuid,
    };
    const roles = policy.second_factor_roles;
    if (roleRequiresSecondFactor(policy, ctx.caller.account.systemRole)) {
      if (!hasSecondFactor(await secondFactorsOf(tx, ctx.caller.account.id))) {
        throw conflict('Set up your own second factor before requiring one of your role');
      }
    }
    const breakGlass = policy.password_sign_in
      ? policy.break_glass_user_uuid
      : await assertBreakGlass(tx, ctx, policy);
    await tx.signInPolicy.update({
      where: { id: POLICY_ROW },
      data: {
        secondFactorRoles: roles,
        passwordSignIn: policy.password_sign_in,
        breakGlassUserId: breakGlass,
      },
    });
    const withoutFactor = await tx.session.deleteMany({
      where: { secondFactorAt: null, user: { systemRole: { in: roles } } },
    });
    // Password sign-in turned off: the sessions passwords and passkeys opened end with it.
    const ownCredentials = policy.password_sign_in
      ? { count: 0 }
      : await tx.session.deleteMany({
          where: { signInMethod: { not: 'sso' }, userId: { not: breakGlass ?? undefined } },
        });
    await recordAudit(tx, ctx, {
      action: 'signInPolicy.change',
      entityType: 'SignInPolicy',
      entityId: String(POLICY_ROW),
      changes: {
        second_factor_roles: { from: before.second_factor_roles, to: [...roles].sort() },
        password_sign_in: { from: before.password_sign_in, to: policy.password_sign_in },
        break_glass_user_uuid: { from: before.break_glass_user_uuid, to: breakGlass },
        sessionsEnded: withoutFactor.count + ownCredentials.count,
      },
    });
  });
}

/**
 * Password sign-in goes off only with single sign-on configured and a break-glass account that can
 * still get in: an active super administrator.
 */
async function assertBreakGlass(
  tx: Prisma.TransactionClient,
  ctx: PersonContext,
  policy: SignInPolicy,
): Promise<string> {
  if (!ctx.config.sso) throw conflict(validationMessages.singleSignOnNotConfigured);
  const userId = policy.break_glass_user_uuid;
  const user = userId
    ? await tx.user.findUnique({ where: { id: userId }, select: { systemRole: true, status: true } })
    : null;
  if (!userId || user?.systemRole !== SystemRole.SuperAdmin || user.status !== UserStatus.Active) {
    throw invalidField('break_glass_user_uuid', 'breakGlassNotSuperAdmin');
  }
  return userId;
}
