import { z } from 'zod';

import { dataResponse } from '../../contract';
import { publicProcedure } from '../../trpc';

export const getDonorOperatorsOutput = dataResponse(
  z.array(z.object({ ID: z.string(), DisplayedName: z.string() })),
);

/** Public: the checkout of other channels calls it without a session. */
export const getDonorOperators = publicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/public/get-donor-operators',
      tags: ['orders'],
      summary: 'Operators a number can be ported from',
    },
  })
  .input(z.void())
  .output(getDonorOperatorsOutput)
  .query(async ({ ctx }) => {
    const operators = await ctx.prisma.donorOperator.findMany({
      where: { active: true },
      orderBy: [{ priority: 'asc' }, { displayedName: 'asc' }],
      select: { id: true, displayedName: true },
    });
    return {
      data: operators.map((operator) => ({ ID: operator.id, DisplayedName: operator.displayedName })),
    };
  });
