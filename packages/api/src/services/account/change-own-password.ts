import { recordAudit } from '../../audit';
import { assertCurrentPassword } from '../../auth/current-password';
import { hashPasswordGated } from '../../auth/hashing';
import { endAccountAccess } from '../../auth/session';
import { type PersonContext } from '../../context';

/** Needs the current password (throttled as sign-in is); ends the person's other sessions, keeps the current one. */
export async function changeOwnPassword(
  ctx: PersonContext,
  input: { oldPassword: string; oldPasswordField: string; newPassword: string },
) {
  await assertCurrentPassword(ctx, input.oldPasswordField, input.oldPassword);
  const passwordHash = await hashPasswordGated(ctx.config, input.newPassword);
  await ctx.prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: ctx.caller.account.id }, data: { passwordHash } });
    await endAccountAccess(tx, ctx.caller.account.id, ctx.caller.sessionId);
    await recordAudit(tx, ctx, {
      action: 'user.password-update',
      entityType: 'User',
      entityId: ctx.caller.account.id,
      changes: { password: { from: '[redacted]', to: '[redacted]' } },
    });
  });
}
