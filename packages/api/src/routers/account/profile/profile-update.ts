import { profileUpdateSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { updateOwnProfile } from '../../../services/account/update-own-profile';
import { personStaffProcedure } from '../../../trpc';

export const profileUpdateInput = profileUpdateSchema;

/**
 * Fields are stored under their own names: the original screen sent second and last name in each
 * other's slots; the contract's names are authoritative here (docs/decisions.md).
 */
export const profileUpdate = personStaffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/profile/profile-update',
      tags: ['account'],
      summary: 'Update the own profile',
    },
  })
  .input(profileUpdateInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await updateOwnProfile(ctx, {
      firstName: input.first_name,
      lastName: input.last_name,
      secondName: input.second_name,
      phone: input.phone,
      birthday: new Date(`${input.birthday}T00:00:00Z`),
      sex: input.sex,
    });
    return updated;
  });
