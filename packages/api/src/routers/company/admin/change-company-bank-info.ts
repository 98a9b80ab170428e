import { adminCompanyBankInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyFields } from '../../../services/companies/change-company-fields';
import { fromBankInfo } from '../../../services/companies/rules';
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
    errors: ['NOT_FOUND'],
  })
  .input(changeCompanyBankInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeCompanyFields(ctx, input.company_uuid, fromBankInfo(input), 'company.admin-change-bank-info');
    return updated;
  });
