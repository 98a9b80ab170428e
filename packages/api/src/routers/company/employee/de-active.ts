import { employeeUuidInputSchema, EmployeeStatus } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { companyManagerProcedure } from '../company-procedure';
import { changeEmployee } from '../../../services/companies/change-employee';

export const deActiveInput = employeeUuidInputSchema;

export const deActive = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/de-active',
      tags: ['employee'],
      summary: 'Deactivate an employee',
    },
  })
  .input(deActiveInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeEmployee(
      ctx,
      input.employee_uuid,
      { status: EmployeeStatus.NotActive },
      'employee.deactivate',
    );
    return updated;
  });
