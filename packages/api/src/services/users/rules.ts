import { randomBytes } from 'node:crypto';

import { type Prisma } from '@backoffice/db';
import { manageUserRefusal, SystemRole, UserStatus } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { type SessionCaller } from '../../auth/caller';
import { endAccountAccess } from '../../auth/session';
import { type Context } from '../../context';
import { forbidden, notFound } from '../../errors';

type Tx = Prisma.TransactionClient;

/**
 * The last active super administrator must stay one: refuses a demotion, deactivation or deletion
 * that would leave none. Call inside the write's transaction, before the write. The active super
 * administrators' rows are locked first, so two of them removing each other (or themselves) at the
 * same moment run one after the other and the second sees the first one's result.
 */
export async function assertKeepsASuperAdmin(tx: Tx, userId: string) {
  await tx.$queryRaw`
    SELECT id FROM users
    WHERE system_role = ${SystemRole.SuperAdmin} AND status = ${UserStatus.Active}
    ORDER BY id FOR UPDATE`;
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { systemRole: true, status: true },
  });
  if (user?.systemRole !== SystemRole.SuperAdmin || user.status !== UserStatus.Active) return;
  const others = await tx.user.count({
    where: { id: { not: userId }, systemRole: SystemRole.SuperAdmin, status: UserStatus.Active },
  });
  if (others === 0)
    throw forbidden('The last active super administrator cannot be demoted, deactivated or deleted');
}

/**
 * Deletion keeps the row (orders and the audit log refer to it) and the email (so the address cannot
 * be re-registered to inherit that history); the password becomes unusable and every session ends.
 */
export async function softDeleteUser(tx: Tx, userId: string) {
  await assertKeepsASuperAdmin(tx, userId);
  await tx.user.update({
    where: { id: userId },
    data: {
      status: UserStatus.Deleted,
      deletedAt: new Date(),
      passwordHash: `!deleted:${randomBytes(24).toString('hex')}`,
    },
  });
  await endAccountAccess(tx, userId);
}

/** The acting administrator as the elevation rules need it. */
export interface UserActor {
  id: string;
  systemRole: number;
}

/** What the administration rules need to know about the target user. */
export interface ManagedUser {
  id: string;
  systemRole: number;
  status: number;
}

/**
 * Loads the target of a user-administration write, with the row as it was (for the audit log).
 * Unknown ids answer 404; deleted accounts are kept for history but can no longer be changed (a
 * deleted account must not be revived by a status, email or password change).
 */
export async function findManagedUser(tx: Tx, userId: string) {
  // An API key's account is managed through its key, never as a person.
  const user = await tx.user.findUnique({ where: { id: userId, ownKey: { is: null } } });
  if (!user) throw notFound('User');
  if (user.status === UserStatus.Deleted) throw forbidden('A deleted user cannot be changed');
  return user;
}

/** An administrator (role 2) never changes, deletes, re-passwords, re-emails or impersonates a super administrator. */
export function assertCanManageUser(actor: UserActor, target: ManagedUser) {
  // The same rule decides what the edit screen offers (@backoffice/shared userAdminRefusal).
  const refusal = manageUserRefusal(actor, target);
  if (refusal) throw forbidden(refusal);
}

/** Nobody grants a role above their own. */
export function assertCanGrantRole(actor: UserActor, role: number) {
  if (role > actor.systemRole) throw forbidden('You cannot grant a role above your own');
}

/** Deleting, deactivating and re-roling oneself goes through the own profile, never the admin calls. */
export function assertNotSelf(actor: UserActor, target: ManagedUser, message: string) {
  if (actor.id === target.id) throw forbidden(message);
}

/**
 * Writes an administrator's change to a user's status, role, email or password, ends that user's
 * sessions and records the change. A change that removes a super administrator keeps one. Administrators changing their own email or password keep the
 * session they act from (as on the profile screen).
 */
export async function applyAccountChange(
  tx: Tx,
  ctx: Pick<Context, 'request'> & { caller: SessionCaller },
  user: Record<string, unknown> & { id: string },
  change: { action: string; data: Prisma.UserUpdateInput; changes?: Record<string, unknown> },
) {
  const { status, systemRole } = change.data;
  const demotes = systemRole !== undefined && systemRole !== SystemRole.SuperAdmin;
  if (demotes || (status !== undefined && status !== UserStatus.Active)) {
    await assertKeepsASuperAdmin(tx, user.id);
  }
  await tx.user.update({ where: { id: user.id }, data: change.data });
  await endAccountAccess(tx, user.id, user.id === ctx.caller.account.id ? ctx.caller.sessionId : undefined);
  await recordAudit(tx, ctx, {
    action: change.action,
    entityType: 'User',
    entityId: user.id,
    changes: change.changes ?? changedFields(user, change.data),
  });
}
