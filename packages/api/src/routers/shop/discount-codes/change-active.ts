import { discountCodeActiveSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { staffProcedure } from '../../../trpc';

/**
 * The discount-code list's active switch. The original sent it to the option publish path
 * (change-option-publish), a defect (docs/decisions.md); it has its own call here.
 */
export const changeDiscountCodeActive = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/discount-codes/change-active',
      tags: ['discount-codes'],
      summary: 'Switch a discount code on or off',
    },
  })
  .input(discountCodeActiveSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await ctx.prisma.$transaction(async (tx) => {
      const before = await tx.discountCode.findUnique({ where: { id: input.uuid } });
      if (!before) throw notFound('Discount code');
      const active = input.active === 1;
      await tx.discountCode.update({ where: { id: input.uuid }, data: { active } });
      await recordAudit(tx, ctx, {
        action: 'shop.discount-code.active',
        entityType: 'DiscountCode',
        entityId: input.uuid,
        changes: { active: { from: before.active, to: active } },
      });
    });
    return updated;
  });
