import { passwordUpdateSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { refuseCommonPassword } from '../../../auth/common-passwords';
import { assertCurrentPassword } from '../../../auth/current-password';
import { hashPasswordGated } from '../../../auth/hashing';
import { endAccountAccess } from '../../../auth/session';
import { updated, updatedResponse } from '../../../contract';
import { personStaffProcedure } from '../../../trpc';

export const passwordUpdateInput = passwordUpdateSchema.superRefine(refuseCommonPassword('new_password'));

/** Needs the current password (throttled as sign-in is); ends the user's other sessions, keeps the current one. */
export const passwordUpdate = personStaffProcedure
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
    await assertCurrentPassword(ctx, 'old_password', input.old_password);
    const passwordHash = await hashPasswordGated(ctx.config, input.new_password);
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
    return updated;
  });
