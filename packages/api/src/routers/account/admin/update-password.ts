import { hashPassword } from '@backoffice/db';
import { adminUserPasswordSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { assertCanManageUser, endSessionsAfterChange, findManagedUser } from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const updatePasswordInput = adminUserPasswordSchema;

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
    const passwordHash = await hashPassword(input.password);
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
      assertCanManageUser(ctx.session.user, before);
      await tx.user.update({ where: { id: before.id }, data: { passwordHash } });
      await endSessionsAfterChange(
        tx,
        before.id,
        before.id === ctx.session.user.id ? ctx.session.id : undefined,
      );
      await recordAudit(tx, ctx, {
        action: 'user.admin-update-password',
        entityType: 'User',
        entityId: before.id,
        changes: { password: { from: '[redacted]', to: '[redacted]' } },
      });
    });
    return updated;
  });
