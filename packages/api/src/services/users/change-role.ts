import { type z } from 'zod';

import { type adminUserRoleSchema } from '@backoffice/shared';

import { type PersonContext } from '../../context';
import { assertRecentlyConfirmed } from '../account/second-factor/step-up';
import {
  applyAccountChange,
  assertCanGrantRole,
  assertCanManageUser,
  assertNotSelf,
  findManagedUser,
} from './rules';

/**
 * Any role up to the caller's own; administrators do not touch super administrators; the last
 * active super administrator keeps the role. A real change ends the user's sessions. A dangerous
 * action: the administrator confirms it is them first (step-up).
 */
export async function changeUserRole(ctx: PersonContext, input: z.infer<typeof adminUserRoleSchema>) {
  await assertRecentlyConfirmed(ctx);
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, input.user_uuid);
    assertNotSelf(ctx.caller.account, before, 'You cannot change your own role');
    assertCanManageUser(ctx.caller.account, before);
    assertCanGrantRole(ctx.caller.account, input.system_role);
    if (before.systemRole === input.system_role) return;
    await applyAccountChange(tx, ctx, before, {
      action: 'user.admin-change-role',
      data: { systemRole: input.system_role },
    });
  });
}
