import { assertCurrentPassword } from '../../auth/current-password';
import { type PersonContext } from '../../context';
import { conflict } from '../../errors';
import { applyAccountChange } from '../users/rules';

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
    await applyAccountChange(tx, ctx, ctx.caller.account, {
      action: 'user.email-update',
      data: { email },
      changes: { email: { from: ctx.caller.account.email, to: email } },
    });
  });
}
