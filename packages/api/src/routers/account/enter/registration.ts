import { z } from 'zod';

import { registrationSchema } from '@backoffice/shared';

import { refuseCommonPassword } from '../../../auth/common-passwords';
import { register } from '../../../services/account/register';
import { personPublicProcedure } from '../../../trpc';

export const registrationInput = registrationSchema.superRefine(refuseCommonPassword('password'));
export const registrationOutput = z.object({ response: z.object({ user_uuid: z.string().length(36) }) });

/**
 * New accounts start as created with no role and wait for an administrator to activate them; a taken
 * address answers the same and emails its owner instead (services/account/register.ts).
 */
export const registration = personPublicProcedure
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
    return { response: { user_uuid: await register(ctx, input) } };
  });
