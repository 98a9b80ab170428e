import { adminCompanyLegalInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { changeCompanyFields } from '../../../services/companies/change-company-fields';
import { adminProcedure } from '../../../trpc';

export const changeCompanyLegalInfoInput = adminCompanyLegalInfoSchema;

export const changeCompanyLegalInfo = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-company-legal-info',
      tags: ['admin'],
      summary: "Change a company's legal info",
    },
    errors: ['NOT_FOUND'],
  })
  .input(changeCompanyLegalInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = {
      officialName: input.offical_name,
      officialAddress: input.offical_address,
      address: input.address,
      inn: input.inn,
      ogrn: input.ogrn,
    };
    await changeCompanyFields(ctx, input.company_uuid, data, 'company.admin-change-legal-info');
    return updated;
  });
