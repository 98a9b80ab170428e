import { employeeCreateSchema } from '@backoffice/shared';

import { created, createdResponse } from '../../../contract';
import { inviteEmployee } from '../../../services/companies/invite-employee';
import { companyManagerProcedure } from '../company-procedure';

export const createEmployeeInput = employeeCreateSchema;

/**
 * Invites an address to the current company, with the given role (driver by default), and answers
 * the same whether an account has the address or not (services/companies/invite-employee.ts). The row grants
 * nothing and shows only the email until the invited user accepts it (`accept-invitation`); nobody
 * joins a company without consent. A previously deleted employee row is revived as a new
 * invitation; a present one answers 409. Past the sender's hourly allowance: 429.
 */
export const create = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/create',
      tags: ['employee'],
      summary: 'Invite an employee by email (the user accepts the invitation)',
    },
    errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
  })
  .input(createEmployeeInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) => created(await inviteEmployee(ctx, input)));
