import { companyLegalInfoSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../contract';
import { changeCompanyFields } from '../../services/companies/change-company-fields';
import { companyManagerProcedure } from './company-procedure';

export const updateLegalInfoInput = companyLegalInfoSchema;

export const updateLegalInfo = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/company/update-legal-info',
      tags: ['company'],
      summary: 'Change the legal info of the current company',
    },
  })
  .input(updateLegalInfoInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    const data = {
      officialName: input.offical_name,
      officialAddress: input.offical_addres,
      address: input.addres,
      // INN and OGRN change only when sent (the contract's three-field callers keep them).
      ...(input.offical_inn === undefined ? {} : { inn: input.offical_inn }),
      ...(input.offical_ogrn === undefined ? {} : { ogrn: input.offical_ogrn }),
    };
    await changeCompanyFields(ctx, ctx.companyAccess.company.uuid, data, 'company.update-legal-info');
    return updated;
  });
