import { adminCompanyOwnerSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyOwner } from '../../../services/companies/change-owner';
import { adminProcedure } from '../../../trpc';

export const updateOwnerCompanyInput = adminCompanyOwnerSchema;

/**
 * Hands the company to another (not deleted) user in one transaction: the new owner becomes an active
 * owner employee, the previous owner an active admin employee, Company.ownerUserId follows.
 */
export const updateOwnerCompany = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/update-owner-company',
      tags: ['admin'],
      summary: "Change a company's owner",
    },
    errors: ['NOT_FOUND'],
  })
  .input(updateOwnerCompanyInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeCompanyOwner(ctx, { companyUuid: input.company_uuid, ownerId: input.user_uuid });
    return updated;
  });
