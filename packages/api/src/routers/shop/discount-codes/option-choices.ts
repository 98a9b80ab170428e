import { z } from 'zod';

import { discountOptionChoiceSchema } from '@backoffice/shared';

import { dataResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';

interface Snapshot {
  DependentOptions?: { ID?: unknown; Title?: unknown }[];
}

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
    const offers = await ctx.prisma.offer.findMany({
      where: { externalId: { not: null } },
      select: { externalData: true },
    });
    const choices = new Map<number, string>();
    for (const { externalData } of offers)
      for (const option of (externalData as Snapshot | null)?.DependentOptions ?? [])
        if (Number.isInteger(option.ID) && !choices.has(option.ID as number))
          choices.set(option.ID as number, String(option.Title ?? ''));
    return {
      data: [...choices].map(([ID, Title]) => ({ ID, Title })).toSorted((a, b) => a.ID - b.ID),
    };
  });
