import { profileUpdateSchema } from '@backoffice/shared';

import { changedFields, recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { personStaffProcedure } from '../../../trpc';

export const profileUpdateInput = profileUpdateSchema;

/**
 * Fields are stored under their own names: the original screen sent second and last name in each
 * other's slots; the contract's names are authoritative here (docs/decisions.md).
 */
export const profileUpdate = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/profile-update',
      tags: ['account'],
      summary: 'Update the own profile',
    },
  })
  .input(profileUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = {
      firstName: input.first_name,
      lastName: input.last_name,
      secondName: input.second_name,
      phone: input.phone,
      birthday: new Date(`${input.birthday}T00:00:00Z`),
      sex: input.sex,
    };
    await ctx.prisma.$transaction(async (tx) => {
      const before = await tx.user.findUniqueOrThrow({ where: { id: ctx.caller.account.id } });
      await tx.user.update({ where: { id: before.id }, data });
      await recordAudit(tx, ctx, {
        action: 'user.profile-update',
        entityType: 'User',
        entityId: before.id,
        changes: changedFields(before, data),
      });
    });
    return updated;
  });
