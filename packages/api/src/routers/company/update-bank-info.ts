import { companyBankInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { changeCompanyFields } from '../../services/companies/change-company-fields';
import { fromBankInfo } from '../../services/companies/rules';
import { companyManagerProcedure } from './company-procedure';

export const updateBankInfoInput = companyBankInfoSchema;

export const updateBankInfo = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/company/update-bank-info',
      tags: ['company'],
      summary: 'Change the bank info of the current company',
    },
  })
  .input(updateBankInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeCompanyFields(
      ctx,
      ctx.companyAccess.company.uuid,
      fromBankInfo(input),
      'company.update-bank-info',
    );
    return updated;
  });
