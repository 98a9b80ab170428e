import { employeeUuidInputSchema, EmployeeStatus } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { companyManagerProcedure } from '../company-procedure';
import { changeEmployee } from '../../../services/companies/change-employee';

export const deleteEmployeeInput = employeeUuidInputSchema;

/** A soft delete: the row stays (status deleted), is hidden from the list and is revived by a later create. */
export const deleteEmployee = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/delete',
      tags: ['employee'],
      summary: 'Remove an employee',
    },
  })
  .input(deleteEmployeeInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await changeEmployee(ctx, input.employee_uuid, { status: EmployeeStatus.Deleted }, 'employee.delete');
    return updated;
  });
