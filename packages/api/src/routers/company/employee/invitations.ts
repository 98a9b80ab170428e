import { z } from 'zod';

import { EmployeeStatus, uuidSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { dataResponse, updated, updatedResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { liveCompanyWhere } from '../../../services/companies';
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
function answerInvitation(accept: boolean) {
  return staffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: accept ? '/api/employee/accept-invitation' : '/api/employee/decline-invitation',
        tags: ['employee'],
        summary: accept ? 'Accept an invitation to a company' : 'Decline an invitation to a company',
      },
    })
    .input(invitationInput)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await ctx.prisma.$transaction(async (tx) => {
        const row = await tx.employee.findFirst({
          where: {
            userId: ctx.caller.account.id,
            invitePending: true,
            status: { not: EmployeeStatus.Deleted },
            company: { uuid: input.company_uuid.toLowerCase(), ...liveCompanyWhere },
          },
          select: { id: true, status: true, company: { select: { uuid: true } } },
        });
        if (!row) throw notFound('Invitation');
        const status = accept ? EmployeeStatus.Active : EmployeeStatus.Deleted;
        await tx.employee.update({ where: { id: row.id }, data: { invitePending: false, status } });
        await recordAudit(tx, ctx, {
          action: accept ? 'employee.accept-invitation' : 'employee.decline-invitation',
          entityType: 'Employee',
          entityId: row.id,
          changes: {
            status: { from: row.status, to: status },
            companyUuid: row.company.uuid,
            userUuid: ctx.caller.account.id,
          },
        });
      });
      return updated;
    });
}

export const acceptInvitation = answerInvitation(true);
export const declineInvitation = answerInvitation(false);
