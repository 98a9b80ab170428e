import { adminUserPasswordSchema } from '@backoffice/shared';

import { refuseCommonPassword } from '../../../auth/common-passwords';
import { hashPasswordGated } from '../../../auth/hashing';
import { updated, updatedResponse } from '../../../contract';
import { applyAccountChange, assertCanManageUser, findManagedUser } from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const updatePasswordInput = adminUserPasswordSchema.superRefine(refuseCommonPassword('password'));

/** Sets a new password without the old one and ends the user's sessions. */
export const updatePassword = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-password',
      tags: ['admin'],
      summary: "Set a user's password",
    },
  })
  .input(updatePasswordInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    // Checked before hashing, so refused calls cost no argon2 work; checked again inside the transaction.
    const target = await findManagedUser(ctx.prisma, input.user_uuid);
    assertCanManageUser(ctx.session.user, target);
    const passwordHash = await hashPasswordGated(ctx.config, input.password);
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
      assertCanManageUser(ctx.session.user, before);
      await applyAccountChange(tx, ctx, before, {
        action: 'user.admin-update-password',
        data: { passwordHash },
        changes: { password: { from: '[redacted]', to: '[redacted]' } },
      });
    });
    return updated;
  });
