import { adminCompanyStatusSchema, companyStatusFromAdminStatus } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyFields } from '../../../services/companies/change-company-fields';
import { adminProcedure } from '../../../trpc';

export const changeCompanyStatusInput = adminCompanyStatusSchema;

/** Active, NoActive or Banned (stored as the module's 1, 0, 2); deletion has its own call. */
export const changeCompanyStatus = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-company-status',
      tags: ['admin'],
      summary: "Change a company's status",
    },
    errors: ['NOT_FOUND'],
  })
  .input(changeCompanyStatusInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = { status: companyStatusFromAdminStatus(input.status) };
    await changeCompanyFields(ctx, input.company_uuid, data, 'company.admin-change-status');
    return updated;
  });
