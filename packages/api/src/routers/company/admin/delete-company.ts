import { companyUuidInputSchema, CompanyStatus } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyFields } from '../../../services/companies/change-company-fields';
import { adminProcedure } from '../../../trpc';

export const deleteCompanyInput = companyUuidInputSchema;

/** A soft delete (status deleted and deletedAt): the company disappears from every list and lookup. */
export const deleteCompany = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/delete-company',
      tags: ['admin'],
      summary: 'Delete a company (soft delete)',
    },
    errors: ['NOT_FOUND'],
  })
  .input(deleteCompanyInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = { status: CompanyStatus.Deleted, deletedAt: new Date() };
    await changeCompanyFields(ctx, input.company_uuid, data, 'company.admin-delete');
    return updated;
  });
