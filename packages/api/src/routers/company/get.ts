import { z } from 'zod';

import { EmployeeRole } from '@backoffice/shared';

import { dataResponse } from '../../contract';
import { companyProcedure } from './company-procedure';
import { companySummarySchema, toCompanySummary } from './company-shapes';

export const getCompanyOutput = dataResponse(
  companySummarySchema.extend({
    role: z
      .number()
      .int()
      .nullable()
      .describe("The caller's employee role in this company (4 for the owner)"),
    can_edit: z.boolean().describe('Whether the caller may change the company and its employees'),
  }),
);

/** The company of X-Company-Uuid, with what the caller may do in it (the edit and employee screens use it). */
export const get = companyProcedure
  .meta({
    openapi: { method: 'GET', path: '/api/company/get', tags: ['company'], summary: 'The current company' },
  })
  .input(z.void())
  .output(getCompanyOutput)
  .query(({ ctx }) => {
    const { company, employee, isOwner, canManage } = ctx.companyAccess;
    return {
      data: {
        ...toCompanySummary(company),
        role: isOwner ? EmployeeRole.Owner : (employee?.role ?? null),
        can_edit: canManage,
      },
    };
  });
