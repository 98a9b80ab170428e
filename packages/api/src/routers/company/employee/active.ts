import { employeeUuidInputSchema, EmployeeStatus } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { companyManagerProcedure } from '../company-procedure';
import { changeEmployee } from '../../../services/companies/change-employee';

export const activeInput = employeeUuidInputSchema;

export const active = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/active',
      tags: ['employee'],
      summary: 'Activate an employee',
    },
  })
  .input(activeInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeEmployee(ctx, input.employee_uuid, { status: EmployeeStatus.Active }, 'employee.activate');
    return updated;
  });
