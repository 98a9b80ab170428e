import { z } from 'zod';

import { dataResponse } from '../../contract';
import { toLegalInfo } from '../../services/companies/rules';
import { companyProcedure } from './company-procedure';
import { legalInfoSchema } from './company-shapes';

export const getLegalInfoOutput = dataResponse(legalInfoSchema);

export const getLegalInfo = companyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/company/get-legal-info',
      tags: ['company'],
      summary: 'Legal info of the current company',
    },
  })
  .input(z.void())
  .output(getLegalInfoOutput)
  .query(({ ctx }) => ({ data: toLegalInfo(ctx.companyAccess.company) }));
