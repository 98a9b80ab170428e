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

const byText = new Intl.Collator('en');

export const getEmployeeListOutput = dataResponse(z.array(employeeSchema));

/**
 * Employees of the current company (deleted ones hidden): the owner first, then by role, accepted
 * before invited, and by name (invitations by address).
 * Pending invitations show the email only, alike with or without an account; the account's system
 * status is never shown.
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
      select: {
        id: true,
        role: true,
        status: true,
        invitePending: true,
        invitedEmail: true,
        user: { select: { id: true, email: true, firstName: true, lastName: true } },
      },
    });
    const employees = rows.map((row) => {
      // An invitation shows the address alone, whether an account has it yet or not.
      const accepted = row.invitePending ? null : row.user;
      return {
        uuid: row.id,
        user_uuid: accepted?.id ?? '',
        email: row.user?.email ?? row.invitedEmail ?? '',
        first_name: accepted?.firstName ?? '',
        last_name: accepted?.lastName ?? '',
        role: row.role,
        status: row.status,
        invited: row.invitePending,
      };
    });
    // Ordered on what is shown only: an order by the hidden names of invited accounts would set them
    // apart from invitations to addresses without an account.
    employees.sort(
      (a, b) =>
        b.role - a.role ||
        Number(a.invited) - Number(b.invited) ||
        byText.compare(a.last_name, b.last_name) ||
        byText.compare(a.first_name, b.first_name) ||
        byText.compare(a.email, b.email) ||
        byText.compare(a.uuid, b.uuid),
    );
    return { data: employees };
  });
