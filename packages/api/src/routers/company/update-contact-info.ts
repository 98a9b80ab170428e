import { companyContactInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { changeCompanyFields } from '../../services/companies/change-company-fields';
import { fromContactInfo } from '../../services/companies/rules';
import { companyManagerProcedure } from './company-procedure';

export const updateContactInfoInput = companyContactInfoSchema;

export const updateContactInfo = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/company/update-contact-info',
      tags: ['company'],
      summary: 'Change the contact info of the current company',
    },
  })
  .input(updateContactInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeCompanyFields(
      ctx,
      ctx.companyAccess.company.uuid,
      fromContactInfo(input),
      'company.update-contact-info',
    );
    return updated;
  });
