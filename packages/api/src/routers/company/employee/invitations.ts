import { z } from 'zod';

import { EmployeeStatus, uuidSchema } from '@backoffice/shared';

import { dataResponse, updated, updatedResponse } from '../../../contract';
import { answerInvitation } from '../../../services/companies/answer-invitation';
import { liveCompanyWhere } from '../../../services/companies/rules';
import { staffProcedure } from '../../../trpc';

export const invitationSchema = z.object({
  company_uuid: z.string(),
  company_name: z.string(),
  role: z.number().int(),
  invited_at: z.string(),
});

export const getInvitationsOutput = dataResponse(z.array(invitationSchema));

/** The caller's pending invitations to companies (added by a company manager, not accepted yet). */
export const getInvitations = staffProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/employee/get-invitations',
      tags: ['employee'],
      summary: "The caller's pending invitations to companies",
    },
  })
  .input(z.void())
  .output(getInvitationsOutput)
  .query(async ({ ctx }) => {
    const rows = await ctx.prisma.employee.findMany({
      where: {
        userId: ctx.caller.account.id,
        invitePending: true,
        status: { not: EmployeeStatus.Deleted },
        company: liveCompanyWhere,
      },
      orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }],
      select: { role: true, updatedAt: true, company: { select: { uuid: true, name: true } } },
    });
    return {
      data: rows.map((row) => ({
        company_uuid: row.company.uuid,
        company_name: row.company.name,
        role: row.role,
        invited_at: row.updatedAt.toISOString(),
      })),
    };
  });

export const invitationInput = z.object({ company_uuid: uuidSchema });

/** Accepts or declines the caller's own invitation; 404 when there is none for that company. */
function invitationAnswer(accept: boolean) {
  return staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: accept ? '/api/employee/accept-invitation' : '/api/employee/decline-invitation',
        tags: ['employee'],
        summary: accept ? 'Accept an invitation to a company' : 'Decline an invitation to a company',
      },
      errors: ['NOT_FOUND'],
    })
    .input(invitationInput)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await answerInvitation(ctx, { companyUuid: input.company_uuid, accept });
      return updated;
    });
}

export const acceptInvitation = invitationAnswer(true);
export const declineInvitation = invitationAnswer(false);
