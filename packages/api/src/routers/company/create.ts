import { companyCreateWithDetailsSchema, CompanyStatus } from '@backoffice/shared';

import { created, createdResponse } from '../../contract';
import { createCompany } from '../../services/companies/create-company';
import { fromBankInfo, fromContactInfo } from '../../services/companies/rules';
import { staffProcedure } from '../../trpc';

/** The contract's four fields, plus the optional addresses and contact and bank groups of the create form. */
export const createCompanyInput = companyCreateWithDetailsSchema;

/**
 * Any active staff user creates a company and becomes its owner (Company.ownerUserId and an owner employee row).
 * Addresses, contact and bank fields sent with it are stored in the same transaction (absent ones keep their defaults).
 */
export const create = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/company/create',
      tags: ['company'],
      summary: 'Create a company owned by the caller',
    },
  })
  .input(createCompanyInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) => {
    const fields = {
      name: input.name,
      officialName: input.offical_name,
      inn: input.offical_inn,
      ogrn: input.offical_ogrn,
      officialAddress: input.offical_addres,
      address: input.addres,
      ...fromContactInfo(input),
      ...fromBankInfo(input),
      status: CompanyStatus.Active,
    };
    return created(await createCompany(ctx, fields));
  });
