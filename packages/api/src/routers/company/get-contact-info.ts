import { z } from 'zod';

import { dataResponse } from '../../contract';
import { toContactInfo } from '../../services/companies/rules';
import { companyProcedure } from './company-procedure';
import { contactInfoSchema } from './company-shapes';

export const getContactInfoOutput = dataResponse(contactInfoSchema);

export const getContactInfo = companyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/company/get-contact-info',
      tags: ['company'],
      summary: 'Contact info of the current company',
    },
  })
  .input(z.void())
  .output(getContactInfoOutput)
  .query(({ ctx }) => ({ data: toContactInfo(ctx.companyAccess.company) }));
