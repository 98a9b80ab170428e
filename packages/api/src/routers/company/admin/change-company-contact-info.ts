import { adminCompanyContactInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyFields } from '../../../services/companies/change-company-fields';
import { fromContactInfo } from '../../../services/companies/rules';
import { adminProcedure } from '../../../trpc';

export const changeCompanyContactInfoInput = adminCompanyContactInfoSchema;

export const changeCompanyContactInfo = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-company-contact-info',
      tags: ['admin'],
      summary: "Change a company's contact info",
    },
    errors: ['NOT_FOUND'],
  })
  .input(changeCompanyContactInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeCompanyFields(
      ctx,
      input.company_uuid,
      fromContactInfo(input),
      'company.admin-change-contact-info',
    );
    return updated;
  });
