import { passwordUpdateSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { refuseCommonPassword } from '../../../auth/common-passwords';
import { hashPasswordGated, verifyPasswordGated } from '../../../auth/hashing';
import { updated, updatedResponse } from '../../../contract';
import { badRequest } from '../../../errors';
import { staffProcedure } from '../../../trpc';

export const passwordUpdateInput = passwordUpdateSchema.superRefine(refuseCommonPassword('new_password'));

/** Needs the current password; ends the user's other sessions, keeps the current one. */
export const passwordUpdate = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/password-update',
      tags: ['account'],
      summary: 'Change the own password',
    },
  })
  .input(passwordUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const user = await ctx.prisma.user.findUniqueOrThrow({
      where: { id: ctx.session.user.id },
      select: { passwordHash: true },
    });
    if (!(await verifyPasswordGated(ctx.config, user.passwordHash, input.old_password))) {
      throw badRequest('The current password is not correct');
    }
    const passwordHash = await hashPasswordGated(ctx.config, input.new_password);
    await ctx.prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: ctx.session.user.id }, data: { passwordHash } });
      await tx.session.deleteMany({ where: { userId: ctx.session.user.id, id: { not: ctx.session.id } } });
      await recordAudit(tx, ctx, {
        action: 'user.password-update',
        entityType: 'User',
        entityId: ctx.session.user.id,
        changes: { password: { from: '[redacted]', to: '[redacted]' } },
      });
    });
    return updated;
  });
