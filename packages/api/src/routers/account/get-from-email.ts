import { z } from 'zod';

import { emailQuerySchema, UserStatus } from '@backoffice/shared';

import { dataResponse } from '../../contract';
import { notFound } from '../../errors';
import { adminProcedure } from '../../trpc';

export const getFromEmailOutput = dataResponse(
  z.object({
    user_uuid: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    status: z.number(),
  }),
);

/** Owner lookup for the change-owner prompt; administrators only, deleted accounts are not found. */
export const getFromEmail = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/get-from-email',
      tags: ['account'],
      summary: 'Find a user by email',
    },
    errors: ['NOT_FOUND'],
  })
  .input(emailQuerySchema)
  .output(getFromEmailOutput)
  .query(async ({ ctx, input }) => {
    const user = await ctx.prisma.user.findFirst({
      where: { email: input.email.toLowerCase(), status: { not: UserStatus.Deleted }, ownKey: { is: null } },
      select: { id: true, email: true, firstName: true, lastName: true, status: true },
    });
    if (!user) throw notFound('User');
    return {
      data: {
        user_uuid: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        status: user.status,
      },
    };
  });
