import { TRPCError } from '@trpc/server';

import {
  DEFAULT_LOCALE,
  EMAILED_SCREEN_PATHS,
  employeeCreateSchema,
  EmployeeStatus,
  UserStatus,
} from '@backoffice/shared';

import { changedFields, recordAudit } from '../../../audit';
import { created, createdResponse } from '../../../contract';
import { conflict } from '../../../errors';
import { queueEmail } from '../../../services/email/queue';
import { invitationEmail } from '../../../services/email/staff-emails';
import { companyManagerProcedure } from '../company-procedure';

export const createEmployeeInput = employeeCreateSchema;

/**
 * Invites an existing, not deleted account to the current company by email, with the given role
 * (driver by default). The row grants nothing and shows only the email until the invited user
 * accepts it (`accept-invitation`); nobody joins a company without consent. A previously deleted
 * employee row is revived as a new invitation; a present one answers 409. The invited user is told
 * by email (queued with the invitation, sent by the job runner).
 */
export const create = companyManagerProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/employee/create',
      tags: ['employee'],
      summary: 'Invite an employee by email (the user accepts the invitation)',
    },
  })
  .input(createEmployeeInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) => {
    const { company } = ctx.companyAccess;
    const employeeId = await ctx.prisma.$transaction(async (tx) => {
      const user = await tx.user.findFirst({
        where: { email: input.email.toLowerCase(), status: { not: UserStatus.Deleted } },
        select: { id: true, email: true },
      });
      if (!user) throw new TRPCError({ code: 'NOT_FOUND', message: 'No account with this email' });
      const existing = await tx.employee.findUnique({
        where: { companyId_userId: { companyId: company.id, userId: user.id } },
      });
      // The owner always counts as an employee, even if their row went missing.
      if ((existing && existing.status !== EmployeeStatus.Deleted) || user.id === company.ownerUserId) {
        throw conflict('This user is already an employee');
      }
      const data = { role: input.role, status: EmployeeStatus.NotActive, invitePending: true };
      const row = existing
        ? await tx.employee.update({ where: { id: existing.id }, data, select: { id: true } })
        : await tx.employee.create({
            data: { ...data, companyId: company.id, userId: user.id },
            select: { id: true },
          });
      const message = invitationEmail(
        ctx.request.locale ?? DEFAULT_LOCALE,
        company.name,
        `${ctx.config.appUrl}${EMAILED_SCREEN_PATHS.companyInvitations}`,
      );
      await queueEmail(tx, {
        kind: 'invitation',
        to: user.email,
        subject: message.subject,
        html: message.html,
      });
      await recordAudit(tx, ctx, {
        action: existing ? 'employee.reinvite' : 'employee.invite',
        entityType: 'Employee',
        entityId: row.id,
        changes: { ...changedFields(existing, data), companyUuid: company.uuid, userUuid: user.id },
      });
      return row.id;
    });
    return created(employeeId);
  });
