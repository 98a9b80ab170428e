import { currentPasswordSchema, emailUpdateSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { assertCurrentPassword } from '../../../auth/current-password';
import { endAccountAccess } from '../../../auth/session';
import { updated, updatedResponse } from '../../../contract';
import { conflict } from '../../../errors';
import { personStaffProcedure } from '../../../trpc';

export const emailUpdateInput = emailUpdateSchema.extend({
  password: currentPasswordSchema.meta({
    description: 'The current password: a session alone cannot take over the account by changing its email.',
  }),
});

/**
 * Changing the sign-in email needs the current password (throttled as sign-in is) and ends the user's other sessions; the
 * current one stays.
 */
export const emailUpdate = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/email-update',
      tags: ['account'],
      summary: 'Change the own sign-in email',
    },
  })
  .input(emailUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const email = input.new_email.toLowerCase();
    await assertCurrentPassword(ctx, 'password', input.password);
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
    return updated;
  });
