import { adminUserEmailSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { conflict } from '../../../errors';
import {
  applyAccountChange,
  assertCanManageUser,
  assertNotSelf,
  findManagedUser,
} from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const updateEmailInput = adminUserEmailSchema;

/** Another user's email (one's own is refused: profile email-update). A taken address answers 409 (deleted accounts keep theirs); a real change ends the user's sessions. */
export const updateEmail = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-email',
      tags: ['admin'],
      summary: "Change a user's sign-in email",
    },
  })
  .input(updateEmailInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    await ctx.prisma.$transaction(async (tx) => {
      const before = await findManagedUser(tx, input.user_uuid);
      // One's own email needs the current password: that is the profile call (email-update).
      assertNotSelf(
        ctx.caller.account,
        before,
        'Change your own email from your profile, with your current password',
      );
      assertCanManageUser(ctx.caller.account, before);
      if (before.email === email) return;
      const holder = await tx.user.findUnique({ where: { email }, select: { id: true } });
      if (holder) throw conflict('This email is already in use');
      await applyAccountChange(tx, ctx, before, {
        action: 'user.admin-update-email',
        data: { email },
        changes: { email: { from: before.email, to: email } },
      });
    });
    return updated;
  });
