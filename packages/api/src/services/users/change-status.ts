import { type z } from 'zod';

import { type adminUserStatusSchema } from '@backoffice/shared';

import { type PersonContext } from '../../context';
import { applyAccountChange, assertCanManageUser, assertNotSelf, findManagedUser } from './rules';

/**
 * Active or not active only (created and banned accounts are activated here too). A real change ends
 * the user's sessions; the last active super administrator cannot be deactivated.
 */
export async function changeUserStatus(ctx: PersonContext, input: z.infer<typeof adminUserStatusSchema>) {
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, input.user_uuid);
    assertNotSelf(ctx.caller.account, before, 'You cannot change your own status');
    assertCanManageUser(ctx.caller.account, before);
    if (before.status === input.status) return;
    await applyAccountChange(tx, ctx, before, {
      action: 'user.admin-change-status',
      data: { status: input.status },
    });
  });
}
