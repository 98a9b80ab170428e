import { type Prisma } from '@backoffice/db';
import { EmployeeStatus, listQuerySchema } from '@backoffice/shared';

import { pagedResponse } from '../../contract';
import { liveCompanyWhere } from '../../services/companies/rules';
import { listOrder } from '../../services/list-order';
import { staffProcedure } from '../../trpc';
import { companySummarySchema, toCompanySummary } from './company-shapes';

const SORT_FIELDS = ['id', 'name', 'status'] as const;
const SORT_COLUMNS = { id: 'id', name: 'name', status: 'status' } as const;

export const getCompanyListInput = listQuerySchema(SORT_FIELDS);
export const getCompanyListOutput = pagedResponse(companySummarySchema);

/** The caller's companies: owned, or where they are an active employee; paged like the other lists. */
export const getList = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/company/get-list',
      tags: ['company'],
      summary: "The caller's companies",
    },
  })
  .input(getCompanyListInput)
  .output(getCompanyListOutput)
  .query(async ({ ctx, input }) => {
    const userId = ctx.caller.account.id;
    const where: Prisma.CompanyWhereInput = {
      ...liveCompanyWhere,
      OR: [{ ownerUserId: userId }, { employees: { some: { userId, status: EmployeeStatus.Active } } }],
      ...(input.search ? { name: { contains: input.search, mode: 'insensitive' } } : {}),
    };
    const orderBy = listOrder<Prisma.CompanyOrderByWithRelationInput>(SORT_COLUMNS, input, [
      { id: input.direction },
    ]);
    const [rows, total] = await Promise.all([
      ctx.prisma.company.findMany({
        where,
        orderBy,
        skip: input.offset,
        take: input.limit,
        select: { id: true, uuid: true, name: true, status: true },
      }),
      ctx.prisma.company.count({ where }),
    ]);
    return { data: rows.map(toCompanySummary), total };
  });
