import { companyUuidInputSchema } from '@backoffice/shared';

import { dataResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { adminCompanySelect, liveCompanyWhere, toAdminCompany } from '../../../services/companies/rules';
import { adminProcedure } from '../../../trpc';
import { adminCompanySchema } from './admin-company';

export const getCompanyInput = companyUuidInputSchema;
export const getCompanyOutput = dataResponse(adminCompanySchema);

/** One company for the admin edit screen (a read sent as POST: a query for the tRPC client). */
export const getCompany = adminProcedure
  .meta({
    openapi: { method: 'POST', path: '/api/admin/get-company', tags: ['admin'], summary: 'Read one company' },
    errors: ['NOT_FOUND'],
  })
  .input(getCompanyInput)
  .output(getCompanyOutput)
  .query(async ({ ctx, input }) => {
    const company = await ctx.prisma.company.findFirst({
      where: { uuid: input.company_uuid, ...liveCompanyWhere },
      select: adminCompanySelect,
    });
    if (!company) throw notFound('Company');
    return { data: toAdminCompany(company) };
  });
