import { adminCompanyBankInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { updateCompanyFields } from '../../../services/companies';
import { adminProcedure } from '../../../trpc';

export const changeCompanyBankInfoInput = adminCompanyBankInfoSchema;

export const changeCompanyBankInfo = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-company-bank-info',
      tags: ['admin'],
      summary: "Change a company's bank info",
    },
  })
  .input(changeCompanyBankInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = { bankRs: input.bank_rs, bik: input.bik, bankKs: input.bank_ks, bankName: input.bank_name };
    await updateCompanyFields(ctx, input.company_uuid, data, 'company.admin-change-bank-info');
    return updated;
  });
