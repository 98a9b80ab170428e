import { z } from 'zod';

import { dataResponse } from '../../contract';
import { toBankInfo } from '../../services/companies/rules';
import { companyProcedure } from './company-procedure';
import { bankInfoSchema } from './company-shapes';

export const getBankInfoOutput = dataResponse(bankInfoSchema);

export const getBankInfo = companyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/company/get-bank-info',
      tags: ['company'],
      summary: 'Bank info of the current company',
    },
  })
  .input(z.void())
  .output(getBankInfoOutput)
  .query(({ ctx }) => ({ data: toBankInfo(ctx.companyAccess.company) }));
