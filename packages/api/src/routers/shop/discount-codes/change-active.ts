import { discountCodeActiveSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeDiscountCodeActive as switchDiscountCode } from '../../../services/shop/change-discount-code-active';
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
    errors: ['NOT_FOUND'],
  })
  .input(discountCodeActiveSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await switchDiscountCode(ctx, { uuid: input.uuid, active: input.active === 1 });
    return updated;
  });
