import { adminCompanyContactInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { updateCompanyFields } from '../../../services/companies';
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
  })
  .input(changeCompanyContactInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = {
      ceoFullName: input.ceo_full_name,
      companyEmail: input.company_email,
      companyPhone: input.company_phone,
    };
    await updateCompanyFields(ctx, input.company_uuid, data, 'company.admin-change-contact-info');
    return updated;
  });
