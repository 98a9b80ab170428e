import { assertCurrentPassword } from '../../auth/current-password';
import { hashPasswordGated } from '../../auth/hashing';
import { type PersonContext } from '../../context';
import { applyAccountChange } from '../users/rules';

/** Needs the current password (throttled as sign-in is); ends the person's other sessions, keeps the current one. */
export async function changeOwnPassword(
  ctx: PersonContext,
  input: { oldPassword: string; oldPasswordField: string; newPassword: string },
) {
  await assertCurrentPassword(ctx, input.oldPasswordField, input.oldPassword);
  const passwordHash = await hashPasswordGated(ctx.config, input.newPassword);
  await ctx.prisma.$transaction(async (tx) => {
    await applyAccountChange(tx, ctx, ctx.caller.account, {
      action: 'user.password-update',
      data: { passwordHash },
      changes: { password: { from: '[redacted]', to: '[redacted]' } },
    });
  });
}
