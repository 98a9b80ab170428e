import { companyNameUpdateSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { changeCompanyFields } from '../../services/companies/change-company-fields';
import { companyManagerProcedure } from './company-procedure';

export const updateNameInput = companyNameUpdateSchema;

export const updateName = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/company/update-name',
      tags: ['company'],
      summary: 'Rename the current company',
    },
  })
  .input(updateNameInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = { name: input.name };
    await changeCompanyFields(ctx, ctx.companyAccess.company.uuid, data, 'company.update-name');
    return updated;
  });
