import { recordAudit } from '../../audit';
import { assertCurrentPassword } from '../../auth/current-password';
import { endAccountAccess } from '../../auth/session';
import { type PersonContext } from '../../context';
import { conflict } from '../../errors';

/**
 * Changing the sign-in email needs the current password (throttled as sign-in is) and ends the
 * person's other sessions; the current one stays. `passwordField` names the field a wrong password
 * is reported under.
 */
export async function changeOwnEmail(
  ctx: PersonContext,
  input: { newEmail: string; password: string; passwordField: string },
) {
  const email = input.newEmail.toLowerCase();
  await assertCurrentPassword(ctx, input.passwordField, input.password);
  await ctx.prisma.$transaction(async (tx) => {
    const owner = await tx.user.findUnique({ where: { email }, select: { id: true } });
    if (owner && owner.id !== ctx.caller.account.id) throw conflict('This email is already in use');
    if (owner) return;
    await tx.user.update({ where: { id: ctx.caller.account.id }, data: { email } });
    await endAccountAccess(tx, ctx.caller.account.id, ctx.caller.sessionId);
    await recordAudit(tx, ctx, {
      action: 'user.email-update',
      entityType: 'User',
      entityId: ctx.caller.account.id,
      changes: { email: { from: ctx.caller.account.email, to: email } },
    });
  });
}
