import { z } from 'zod';

import { discountOptionChoiceSchema } from '@backoffice/shared';

import { dataResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { matchedDependentOptions } from '../../../services/shop/discount-options';

/**
 * The choices of a type 1 (specific options) discount action: the DependentOptions (ID, Title)
 * found in the BSS snapshots of every matched offer, once each, by ID. For every staff role, since
 * the discount-code form is (offers themselves are for administrators).
 */
export const getDiscountOptionChoices = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/discount-codes/get-option-choices',
      tags: ['discount-codes'],
      summary: "Options a discount code may reduce: the matched offers' DependentOptions",
    },
  })
  .input(z.void())
  .output(dataResponse(z.array(discountOptionChoiceSchema)))
  .query(async ({ ctx }) => {
    const choices = await matchedDependentOptions(ctx.prisma);
    return {
      data: [...choices].map(([ID, Title]) => ({ ID, Title })).toSorted((a, b) => a.ID - b.ID),
    };
  });
