import { z } from 'zod';

import { type Prisma } from '@backoffice/db';
import { EmployeeStatus, listQuerySchema } from '@backoffice/shared';

import { liveCompanyWhere } from '../../services/companies/rules';
import { staffProcedure } from '../../trpc';
import { companySummarySchema, toCompanySummary } from './company-shapes';

const SORT_FIELDS = ['id', 'name', 'status'] as const;

export const getCompanyListInput = listQuerySchema(SORT_FIELDS);
export const getCompanyListOutput = z.object({
  data: z.array(companySummarySchema),
  total: z.number().int().nonnegative(),
});

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
    const orderBy: Prisma.CompanyOrderByWithRelationInput[] = [
      { [input.sort ?? 'id']: input.direction },
      { id: 'asc' },
    ];
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
