import { z } from 'zod';

import { EmployeeStatus } from '@backoffice/shared';

import { dataResponse } from '../../../contract';
import { companyProcedure } from '../company-procedure';

export const employeeSchema = z.object({
  uuid: z.string(),
  user_uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.number().int(),
  status: z.number().int(),
  /** Invited and not accepted yet: only the email is shown (user_uuid and names are empty). */
  invited: z.boolean(),
});

export const getEmployeeListOutput = dataResponse(z.array(employeeSchema));

/**
 * Employees of the current company (deleted ones hidden): the owner first, then by role and name.
 * Pending invitations show the email only; the account's system status is never shown.
 */
export const getList = companyProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/employee/get-list',
      tags: ['employee'],
      summary: 'Employees of the current company',
    },
  })
  .input(z.void())
  .output(getEmployeeListOutput)
  .query(async ({ ctx }) => {
    const rows = await ctx.prisma.employee.findMany({
      where: { companyId: ctx.companyAccess.company.id, status: { not: EmployeeStatus.Deleted } },
      orderBy: [
        { role: 'desc' },
        { user: { lastName: 'asc' } },
        { user: { firstName: 'asc' } },
        { id: 'asc' },
      ],
      select: {
        id: true,
        role: true,
        status: true,
        invitePending: true,
        user: { select: { id: true, email: true, firstName: true, lastName: true } },
      },
    });
    return {
      data: rows.map((row) => ({
        uuid: row.id,
        user_uuid: row.invitePending ? '' : row.user.id,
        email: row.user.email,
        first_name: row.invitePending ? '' : row.user.firstName,
        last_name: row.invitePending ? '' : row.user.lastName,
        role: row.role,
        status: row.status,
        invited: row.invitePending,
      })),
    };
  });
