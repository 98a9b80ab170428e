import { companyBankInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { updateCompanyFields } from '../../services/companies';
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
    const data = { bankRs: input.bank_rs, bik: input.bik, bankKs: input.bank_ks, bankName: input.bank_name };
    await updateCompanyFields(ctx, ctx.companyAccess.company.uuid, data, 'company.update-bank-info');
    return updated;
  });
