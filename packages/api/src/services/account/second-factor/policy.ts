import { type Prisma, type PrismaClient } from '@backoffice/db';
import { roleRequiresSecondFactor, type SignInPolicy, type SystemRole } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { type PersonContext } from '../../../context';
import { conflict } from '../../../errors';
import { hasSecondFactor, secondFactorsOf } from './factors';

const POLICY_ROW = 1;

type PolicyReader = Pick<PrismaClient, 'signInPolicy'> | Prisma.TransactionClient;

export async function readSignInPolicy(db: PolicyReader): Promise<SignInPolicy> {
  const row = await db.signInPolicy.findUniqueOrThrow({
    where: { id: POLICY_ROW },
    select: { secondFactorRoles: true },
  });
  return { second_factor_roles: [...row.secondFactorRoles].sort() as SystemRole[] };
}

/** Whether a person of `role` must sign in with a second factor now. */
export const secondFactorRequiredFor = async (db: PolicyReader, role: number) =>
  roleRequiresSecondFactor(await readSignInPolicy(db), role);

/**
 * A super administrator sets which roles must use a second factor. The sessions of people of those
 * roles that were opened without one end at once: nobody of such a role keeps working on a password
 * alone. Requiring one of one's own role before having set one up is refused, not a lock-out.
 */
export async function changeSignInPolicy(ctx: PersonContext, policy: SignInPolicy): Promise<void> {
  await ctx.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT 1 FROM sign_in_policy WHERE id = ${POLICY_ROW} FOR UPDATE`;
    const before = await readSignInPolicy(tx);
    const roles = policy.second_factor_roles;
    if (roleRequiresSecondFactor(policy, ctx.caller.account.systemRole)) {
      if (!hasSecondFactor(await secondFactorsOf(tx, ctx.caller.account.id))) {
        throw conflict('Set up your own second factor before requiring one of your role');
      }
    }
    await tx.signInPolicy.update({ where: { id: POLICY_ROW }, data: { secondFactorRoles: roles } });
    const { count } = await tx.session.deleteMany({
      where: { secondFactorAt: null, user: { systemRole: { in: roles } } },
    });
    await recordAudit(tx, ctx, {
      action: 'signInPolicy.change',
      entityType: 'SignInPolicy',
      entityId: String(POLICY_ROW),
      changes: {
        second_factor_roles: { from: before.second_factor_roles, to: [...roles].sort() },
        sessionsEnded: count,
      },
    });
  });
}
