import { type Prisma } from '@backoffice/db';
import { listQuerySchema } from '@backoffice/shared';

import { adminCompanySelect, liveCompanyWhere, toAdminCompany } from '../../../services/companies/rules';
import { pagedResponse } from '../../../contract';
import { listOrder } from '../../../services/list-order';
import { everyWordInOneOf } from '../../../services/list-search';
import { adminProcedure } from '../../../trpc';
import { adminCompanySchema } from './admin-company';

const SORT_FIELDS = [
  'id',
  'name',
  'offical_name',
  'inn',
  'ogrn',
  'ceo_full_name',
  'bank_name',
  'status',
] as const;
type SortField = (typeof SORT_FIELDS)[number];

/** limit/offset as the screen sends them ('100', '0'), or page/pageSize; sort and direction optional. */
export const getCompaniesInput = listQuerySchema(SORT_FIELDS);
export const getCompaniesOutput = pagedResponse(adminCompanySchema);

const SORT_COLUMNS: Record<SortField, keyof Prisma.CompanyOrderByWithRelationInput> = {
  id: 'id',
  name: 'name',
  offical_name: 'officialName',
  inn: 'inn',
  ogrn: 'ogrn',
  ceo_full_name: 'ceoFullName',
  bank_name: 'bankName',
  status: 'status',
};

/** Every word must appear in the name, official name, INN, OGRN, director, bank name, BIK or account. */
const companySearchWhere = (search: string) =>
  everyWordInOneOf<Prisma.CompanyWhereInput>(search, [
    'name',
    'officialName',
    { column: 'inn', exact: true },
    { column: 'ogrn', exact: true },
    'ceoFullName',
    'bankName',
    { column: 'bik', exact: true },
    { column: 'bankRs', exact: true },
  ]);

/** The admin companies table (a read sent as POST: a query for the tRPC client); deleted companies are hidden. */
export const getCompanies = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/get-companies',
      tags: ['admin'],
      summary: 'List companies (paged, searchable)',
    },
  })
  .input(getCompaniesInput)
  .output(getCompaniesOutput)
  .query(async ({ ctx, input }) => {
    const where: Prisma.CompanyWhereInput = { ...liveCompanyWhere, AND: companySearchWhere(input.search) };
    const orderBy = listOrder<Prisma.CompanyOrderByWithRelationInput>(SORT_COLUMNS, input, [
      { id: input.direction },
    ]);
    const [rows, total] = await Promise.all([
      ctx.prisma.company.findMany({
        where,
        orderBy,
        skip: input.offset,
        take: input.limit,
        select: adminCompanySelect,
      }),
      ctx.prisma.company.count({ where }),
    ]);
    return { data: rows.map(toAdminCompany), total };
  });
