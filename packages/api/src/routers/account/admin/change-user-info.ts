import { adminUserInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeManagedUserInfo } from '../../../services/users/change-info';
import { adminProcedure } from '../../../trpc';

export const changeUserInfoInput = adminUserInfoSchema;

export const changeUserInfo = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-user-info',
      tags: ['admin'],
      summary: "Change a user's name and phone",
    },
    errors: ['NOT_FOUND'],
  })
  .input(changeUserInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeManagedUserInfo(ctx, input);
    return updated;
  });
