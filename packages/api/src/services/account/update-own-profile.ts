import { type Prisma } from '@backoffice/db';

import { changedFields, recordAudit } from '../../audit';
import { type PersonContext } from '../../context';

/** The signed-in person's own name, phone, birthday and sex, audited field by field. */
export async function updateOwnProfile(
  ctx: PersonContext,
  data: Pick<Prisma.UserUpdateInput, 'firstName' | 'lastName' | 'secondName' | 'phone' | 'birthday' | 'sex'>,
) {
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
}
