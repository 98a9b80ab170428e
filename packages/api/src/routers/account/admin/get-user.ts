import { userUuidInputSchema } from '@backoffice/shared';

import { dataResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { adminProcedure } from '../../../trpc';
import { adminUserSchema, adminUserSelect, toAdminUser } from './admin-user';

export const getUserInput = userUuidInputSchema;
export const getUserOutput = dataResponse(adminUserSchema);

/**
 * One user for the edit screen: a read sent as POST (a query for the tRPC client). Deleted users stay
 * readable, as the list shows them under their status filter.
 */
export const getUser = adminProcedure
  .meta({
    openapi: { method: 'POST', path: '/api/admin/get-user', tags: ['admin'], summary: 'Read one user' },
    errors: ['NOT_FOUND'],
  })
  .input(getUserInput)
  .output(getUserOutput)
  .query(async ({ ctx, input }) => {
    const user = await ctx.prisma.user.findUnique({
      where: { id: input.user_uuid, ownKey: { is: null } },
      select: adminUserSelect,
    });
    if (!user) throw notFound('User');
    return { data: toAdminUser(user) };
  });
