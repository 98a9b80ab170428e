import { z } from 'zod';

import { passwordResetRequestSchema, passwordResetSchema } from '@backoffice/shared';

import { refuseCommonPassword } from '../../../auth/common-passwords';
import { responseOf, updated, updatedResponse } from '../../../contract';
import {
  checkResetLink,
  passwordResetAvailable,
  requestPasswordReset,
  resetPassword,
} from '../../../services/password-reset';
import { personPublicProcedure } from '../../../trpc';

const TAGS = ['account'];

/** Whether the "forgot password" page offers its form (it needs a mail transport). */
export const passwordResetAvailability = personPublicProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/account/enter/password-reset-available',
      tags: TAGS,
      summary: 'Whether a forgotten password can be reset by email',
    },
  })
  .input(z.object({}))
  .output(responseOf(z.boolean()))
  .query(({ ctx }) => ({ response: passwordResetAvailable(ctx.config) }));

export const forgotPassword = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/forgot-password',
      tags: TAGS,
      summary: 'Email a single-use link to choose a new password (the same answer for any address)',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(passwordResetRequestSchema)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx, input.email);
    return updated;
  });

export const resetPasswordWithLink = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/reset-password',
      tags: TAGS,
      summary: "Choose a new password with a link's token; every session of the account ends",
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(passwordResetSchema.superRefine(refuseCommonPassword('password')))
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, input.token, input.password);
    return updated;
  });

/** Whether a link's token can still set a password (400 on `token` when used, expired or unknown). */
export const checkResetPasswordLink = personPublicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/account/enter/check-reset-link',
      tags: TAGS,
      summary: "Whether a password link's token can still set a password",
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(passwordResetSchema.pick({ token: true }))
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await checkResetLink(ctx, input.token);
    return updated;
  });
