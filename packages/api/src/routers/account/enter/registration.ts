import { z } from 'zod';

import { registrationSchema, SystemRole, UserStatus } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { refuseCommonPassword } from '../../../auth/common-passwords';
import { hashPasswordGated } from '../../../auth/hashing';
import { reserveRegistration } from '../../../auth/rate-limit';
import { conflict } from '../../../errors';
import { publicProcedure } from '../../../trpc';

export const registrationInput = registrationSchema.superRefine(refuseCommonPassword('password'));
export const registrationOutput = z.object({ response: z.object({ user_uuid: z.string().length(36) }) });

/** New accounts start as created (2) with no role (0) and wait for an administrator to activate them. */
export const registration = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/registration',
      tags: ['account'],
      summary: 'Register a staff account (activated later by an administrator)',
    },
  })
  .input(registrationInput)
  .output(registrationOutput)
  .mutation(async ({ ctx, input }) => {
    const email = input.email.toLowerCase();
    // Counted per address before any work (429 with Retry-After past the limit).
    await reserveRegistration(ctx.prisma, ctx.config, ctx.request.ip);
    const passwordHash = await hashPasswordGated(ctx.config, input.password);
    const user = await ctx.prisma.$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email }, select: { id: true } })) {
        throw conflict('This email is already registered');
      }
      const created = await tx.user.create({
        data: {
          email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          secondName: input.second_name,
          sex: input.sex,
          systemRole: SystemRole.NoRole,
          status: UserStatus.Created,
        },
        select: { id: true },
      });
      await recordAudit(tx, ctx, {
        action: 'user.register',
        entityType: 'User',
        entityId: created.id,
        changes: { email, status: UserStatus.Created, systemRole: SystemRole.NoRole },
      });
      return created;
    });
    return { response: { user_uuid: user.id } };
  });
