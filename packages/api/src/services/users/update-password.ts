import { type z } from 'zod';

import { type adminUserPasswordSchema } from '@backoffice/shared';

import { hashPasswordGated } from '../../auth/hashing';
import { forbidden } from '../../errors';
import { type PersonContext } from '../../context';
import { applyAccountChange, assertCanManageUser, assertNotSelf, findManagedUser } from './rules';

const OWN_PASSWORD = 'Change your own password from your profile, with your current password';

/** Sets another user's password without the old one and ends that user's sessions. */
export async function updateUserPassword(ctx: PersonContext, input: z.infer<typeof adminUserPasswordSchema>) {
  // One's own password needs the current one: that is the profile call (password-update).
  if (input.user_uuid === ctx.caller.account.id) throw forbidden(OWN_PASSWORD);
  // Checked before hashing, so refused calls cost no argon2 work; checked again inside the transaction.
  const target = await findManagedUser(ctx.prisma, input.user_uuid);
  assertCanManageUser(ctx.caller.account, target);
  const passwordHash = await hashPasswordGated(ctx.config, input.password);
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, input.user_uuid);
    assertNotSelf(ctx.caller.account, before, OWN_PASSWORD);
    assertCanManageUser(ctx.caller.account, before);
    await applyAccountChange(tx, ctx, before, {
      action: 'user.admin-update-password',
      data: { passwordHash },
      changes: { password: { from: '[redacted]', to: '[redacted]' } },
    });
  });
}
