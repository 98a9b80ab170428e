import { recordAudit } from '../../audit';
import { type PersonContext } from '../../context';
import { softDeleteUser } from '../users/rules';

/** The signed-in person deletes their own account (soft delete: the row and its history stay). */
export async function deleteOwnAccount(ctx: PersonContext) {
  await ctx.prisma.$transaction(async (tx) => {
    await softDeleteUser(tx, ctx.caller.account.id);
    await recordAudit(tx, ctx, {
      action: 'user.delete-self',
      entityType: 'User',
      entityId: ctx.caller.account.id,
    });
  });
}
