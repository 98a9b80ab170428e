import { adminUserInfoSchema } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { assertCanManageUser, findManagedUser } from '../../../services/users';
import { adminProcedure } from '../../../trpc';

export const changeUserInfoInput = adminUserInfoSchema;

export const changeUserInfo = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-user-info',
      tags: ['admin'],
      summary: "Change a user's name and phone",
    },
  })
  .input(changeUserInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
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
    return updated;
  });
