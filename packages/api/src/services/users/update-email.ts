import { type z } from 'zod';

import { type adminUserEmailSchema } from '@backoffice/shared';

import { conflict } from '../../errors';
import { type PersonContext } from '../../context';
import { applyAccountChange, assertCanManageUser, assertNotSelf, findManagedUser } from './rules';

/**
 * Another user's email (one's own needs the current password: the profile's email-update). A taken
 * address answers 409 (deleted accounts keep theirs); a real change ends the user's sessions.
 */
export async function updateUserEmail(ctx: PersonContext, input: z.infer<typeof adminUserEmailSchema>) {
  const email = input.email.toLowerCase();
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, input.user_uuid);
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
}
