import { employeeRoleUpdateSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { companyManagerProcedure } from '../company-procedure';
import { changeEmployee } from '../../../services/companies/change-employee';

export const updateRoleInput = employeeRoleUpdateSchema;

/** Driver, manager, accountant or admin; the owner role moves only with the company's ownership. */
export const updateRole = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/update-role',
      tags: ['employee'],
      summary: "Change an employee's role",
    },
  })
  .input(updateRoleInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeEmployee(ctx, input.employee_uuid, { role: input.role }, 'employee.update-role');
    return updated;
  });
