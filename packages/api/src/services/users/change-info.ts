import { type z } from 'zod';

import { type adminUserInfoSchema } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../audit';
import { type PersonContext } from '../../context';
import { assertCanManageUser, findManagedUser } from './rules';

/** Another user's name and phone; an unchanged one writes nothing. */
export async function changeManagedUserInfo(ctx: PersonContext, input: z.infer<typeof adminUserInfoSchema>) {
  const data = { firstName: input.first_name, lastName: input.last_name, phone: input.phone };
  await ctx.prisma.$transaction(async (tx) => {
    const before = await findManagedUser(tx, input.user_uuid);
    assertCanManageUser(ctx.caller.account, before);
    const changes = changedFields(before, data);
    if (Object.keys(changes).length === 0) return;
    await tx.user.update({ where: { id: before.id }, data });
    await recordAudit(tx, ctx, {
      action: 'user.admin-change-info',
      entityType: 'User',
      entityId: before.id,
      changes,
    });
  });
}
