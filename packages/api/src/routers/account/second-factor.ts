import { z } from 'zod';

import {
  challengeTokenSchema,
  identityConfirmationSchema,
  passkeyNameSchema,
  RECOVERY_CODE_COUNT,
  secondFactorStepSchema,
  signInPolicyChangeSchema,
  signInPolicySchema,
  totpCodeSchema,
  userUuidInputSchema,
  passkeyAssertionSchema,
  passkeyCreationOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRequestOptionsSchema,
  uuidSchema,
} from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../contract';
import {
  confirmOwnTotp,
  ownSecondFactorState,
  removeOwnTotp,
  renewOwnRecoveryCodes,
  startOwnTotp,
} from '../../services/account/second-factor/own-factors';
import {
  finishPasskeyRegistration,
  listOwnPasskeys,
  removeOwnPasskey,
  renameOwnPasskey,
  startPasskeyRegistration,
} from '../../services/account/second-factor/passkeys';
import { changeSignInPolicy, readSignInPolicy } from '../../services/account/second-factor/policy';
import {
  finishPasskeySignIn,
  finishSignInEnrolment,
  passkeySecondStepQuestion,
  provePasskey,
  proveSecondFactor,
  startPasskeySignIn,
  startSignInEnrolment,
} from '../../services/account/second-factor/sign-in';
import {
  resetUserSecondFactor,
  userSecondFactorState,
} from '../../services/account/second-factor/user-factors';
import {
  confirmIdentity,
  confirmIdentityByPasskey,
  confirmIdentityQuestion,
} from '../../services/account/second-factor/step-up';
import { adminProcedure, personPublicProcedure, personStaffProcedure, superAdminProcedure } from '../../trpc';

const TAG = 'account';
const timestamp = z.iso.datetime({ offset: true });

const enrolmentSchema = z.object({
  secret: z.string().describe('Base32, for an app that cannot scan'),
  otpauth_uri: z.string(),
  qr_code: z.string().describe('The otpauth URI as a QR code (PNG data URL)'),
});
const recoveryCodesSchema = z
  .array(z.string())
  .length(RECOVERY_CODE_COUNT)
  .describe('Shown this once; each signs in once in place of a code');
const sessionOpened = z.object({ session_uuid: z.string().length(36) });
const codeInput = z.object({ code: totpCodeSchema });
const passwordInput = z.object({ password: z.string().min(1, 'fieldRequired').max(128) });
const secondFactorStateSchema = z.object({
  totp_confirmed_at: timestamp.nullable().describe('When the authenticator app was set up; null: none'),
  passkeys: z.number().int().nonnegative(),
  recovery_codes_left: z.number().int().nonnegative(),
  required: z.boolean().describe("The person's role must sign in with a second factor"),
});

/** A browser's WebAuthn question, for `@simplewebauthn/browser` (or `navigator.credentials`) to ask. */
const passkeyAnswer = z.object({ challenge_token: challengeTokenSchema, credential: passkeyAssertionSchema });
const passkeyRow = z.object({
  uuid: z.string(),
  name: z.string(),
  created_at: timestamp,
  last_used_at: timestamp.nullable(),
});

/** The second step of a sign-in, with the challenge the password step answered. */
export const signInSecondStep = {
  secondFactor: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/second-factor',
        tags: [TAG],
        summary: "Finish signing in with the authenticator app's code or a recovery code (extension)",
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(secondFactorStepSchema)
    .output(sessionOpened)
    .mutation(({ ctx, input }) => proveSecondFactor(ctx, input)),
  startEnrolment: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/start-enrolment',
        tags: [TAG],
        summary: 'Set up an authenticator app while signing in, when the role requires one (extension)',
      },
      errors: ['CONFLICT'],
    })
    .input(z.object({ challenge_token: challengeTokenSchema }))
    .output(responseOf(enrolmentSchema))
    .mutation(async ({ ctx, input }) => ({
      response: await startSignInEnrolment(ctx, input.challenge_token),
    })),
  finishEnrolment: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/finish-enrolment',
        tags: [TAG],
        summary: 'Confirm the new app with its code: the session opens, with the recovery codes (extension)',
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(z.object({ challenge_token: challengeTokenSchema, code: totpCodeSchema }))
    .output(sessionOpened.extend({ recovery_codes: recoveryCodesSchema }))
    .mutation(({ ctx, input }) => finishSignInEnrolment(ctx, input)),
};

/** Passkeys at sign-in: as the second step, or in place of the password and the second step. */
export const passkeySignIn = {
  passkeyOptions: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/passkey-options',
        tags: [TAG],
        summary: "The browser's question for one of the person's passkeys, as the second step (extension)",
      },
    })
    .input(z.object({ challenge_token: challengeTokenSchema }))
    .output(responseOf(passkeyRequestOptionsSchema))
    .mutation(async ({ ctx, input }) => ({
      response: await passkeySecondStepQuestion(ctx, input.challenge_token),
    })),
  passkey: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/passkey',
        tags: [TAG],
        summary: "Finish signing in with the passkey's answer (extension)",
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(passkeyAnswer)
    .output(sessionOpened)
    .mutation(({ ctx, input }) => provePasskey(ctx, input)),
  passkeySignInOptions: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/passkey-sign-in-options',
        tags: [TAG],
        summary: 'Sign in with a passkey alone: the challenge and the browser question (extension)',
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(z.object({}).optional().describe('Nothing is read from the body'))
    .output(
      z.object({ challenge_token: z.string(), expires_at: timestamp, options: passkeyRequestOptionsSchema }),
    )
    .mutation(({ ctx }) => startPasskeySignIn(ctx)),
  passkeySignIn: personPublicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/enter/passkey-sign-in',
        tags: [TAG],
        summary: "Sign in with a passkey's answer, without a password (extension)",
      },
      errors: ['TOO_MANY_REQUESTS'],
    })
    .input(passkeyAnswer)
    .output(sessionOpened)
    .mutation(({ ctx, input }) => finishPasskeySignIn(ctx, input)),
};

/** The own passkeys, from the profile. */
export const ownPasskeys = {
  getPasskeys: personStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/account/profile/get-passkeys',
        tags: [TAG],
        summary: "The caller's passkeys (extension)",
      },
    })
    .input(z.void())
    .output(dataResponse(z.array(passkeyRow)))
    .query(async ({ ctx }) => ({ data: await listOwnPasskeys(ctx) })),
  startPasskey: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/start-passkey',
        tags: [TAG],
        summary: "The browser's question for a new passkey (extension)",
      },
    })
    .input(z.object({}).optional().describe('Nothing is read from the body'))
    .output(responseOf(passkeyCreationOptionsSchema))
    .mutation(async ({ ctx }) => ({ response: await startPasskeyRegistration(ctx) })),
  addPasskey: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/add-passkey',
        tags: [TAG],
        summary:
          'Keep the new passkey the browser made; the first second factor comes with recovery codes (extension)',
      },
      errors: ['CONFLICT'],
    })
    .input(z.object({ name: passkeyNameSchema, credential: passkeyRegistrationSchema }))
    .output(
      responseOf(
        z.object({ passkey_uuid: z.string().length(36), recovery_codes: recoveryCodesSchema.nullable() }),
      ),
    )
    .mutation(async ({ ctx, input }) => ({
      response: await finishPasskeyRegistration(ctx, input),
    })),
  renamePasskey: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/rename-passkey',
        tags: [TAG],
        summary: 'Rename one of the own passkeys (extension)',
      },
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ passkey_uuid: uuidSchema, name: passkeyNameSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await renameOwnPasskey(ctx, input.passkey_uuid, input.name);
      return updated;
    }),
  removePasskey: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/remove-passkey',
        tags: [TAG],
        summary: 'Remove one of the own passkeys, with the current password (extension)',
      },
      errors: ['NOT_FOUND', 'CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(passwordInput.extend({ passkey_uuid: uuidSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await removeOwnPasskey(ctx, input.passkey_uuid, input.password);
      return updated;
    }),
};

/**
 * Step-up: the caller confirms it is them before a dangerous action that answered 403 with `step_up`,
 * then sends that call again (within STEP_UP_MINUTES).
 */
export const identityConfirmation = {
  confirmIdentity: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/confirm-identity',
        tags: [TAG],
        summary:
          "Confirm it is you with the app's code, a recovery code, or the password when you have no second factor (extension)",
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(identityConfirmationSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await confirmIdentity(ctx, input);
      return updated;
    }),
  confirmIdentityOptions: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/confirm-identity-options',
        tags: [TAG],
        summary: "The browser's question for one of your passkeys, to confirm it is you (extension)",
      },
    })
    .input(z.object({}).optional().describe('Nothing is read from the body'))
    .output(responseOf(passkeyRequestOptionsSchema))
    .mutation(async ({ ctx }) => ({ response: await confirmIdentityQuestion(ctx) })),
  confirmIdentityPasskey: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/confirm-identity-passkey',
        tags: [TAG],
        summary: "Confirm it is you with the passkey's answer (extension)",
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(z.object({ credential: passkeyAssertionSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await confirmIdentityByPasskey(ctx, input.credential);
      return updated;
    }),
};

/** The own second factor, from the profile. */
export const ownSecondFactor = {
  getSecondFactor: personStaffProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/account/profile/get-second-factor',
        tags: [TAG],
        summary: "The caller's second factor (extension)",
      },
    })
    .input(z.void())
    .output(responseOf(secondFactorStateSchema))
    .query(async ({ ctx }) => ({ response: await ownSecondFactorState(ctx) })),
  startTotp: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/start-totp',
        tags: [TAG],
        summary: 'Start setting up an authenticator app (extension)',
      },
      errors: ['CONFLICT'],
    })
    .input(z.object({}).optional().describe('Nothing is read from the body'))
    .output(responseOf(enrolmentSchema))
    .mutation(async ({ ctx }) => ({ response: await startOwnTotp(ctx) })),
  confirmTotp: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/confirm-totp',
        tags: [TAG],
        summary: 'Confirm the new authenticator app with its code; answers the recovery codes (extension)',
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(codeInput)
    .output(responseOf(z.object({ recovery_codes: recoveryCodesSchema })))
    .mutation(async ({ ctx, input }) => ({ response: await confirmOwnTotp(ctx, input.code) })),
  removeTotp: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/remove-totp',
        tags: [TAG],
        summary: 'Remove the authenticator app and the recovery codes, with the current password (extension)',
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(passwordInput)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await removeOwnTotp(ctx, input.password);
      return updated;
    }),
  renewRecoveryCodes: personStaffProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/account/profile/renew-recovery-codes',
        tags: [TAG],
        summary: 'New recovery codes in place of the earlier ones, with the current password (extension)',
      },
      errors: ['CONFLICT', 'TOO_MANY_REQUESTS'],
    })
    .input(passwordInput)
    .output(responseOf(z.object({ recovery_codes: recoveryCodesSchema })))
    .mutation(async ({ ctx, input }) => ({ response: await renewOwnRecoveryCodes(ctx, input.password) })),
};

/** A user's second factor, from the user screen: seen, and reset when the person lost it. */
export const userSecondFactor = {
  getUserSecondFactor: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/get-user-second-factor',
        tags: ['admin'],
        summary: "A user's second factor (extension)",
      },
      errors: ['NOT_FOUND'],
    })
    .input(userUuidInputSchema)
    .output(responseOf(secondFactorStateSchema))
    .query(async ({ ctx, input }) => ({ response: await userSecondFactorState(ctx, input.user_uuid) })),
  resetUserSecondFactor: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/reset-user-second-factor',
        tags: ['admin'],
        summary: "Remove a user's second factor and end their sessions (extension)",
      },
      errors: ['NOT_FOUND', 'CONFLICT'],
    })
    .input(userUuidInputSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await resetUserSecondFactor(ctx, input.user_uuid);
      return updated;
    }),
};

/** Which roles must sign in with a second factor: a super administrator's setting, read by administrators. */
export const signInPolicy = {
  getSignInPolicy: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/sign-in-policy/get',
        tags: ['admin'],
        summary: 'How staff must sign in (extension)',
      },
    })
    .input(z.void())
    .output(responseOf(signInPolicySchema))
    .query(async ({ ctx }) => ({ response: await readSignInPolicy(ctx.prisma) })),
  changeSignInPolicy: superAdminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/sign-in-policy/change',
        tags: ['admin'],
        summary:
          'Set the roles that must sign in with a second factor, and whether passwords still open sessions (extension)',
      },
      errors: ['CONFLICT'],
    })
    .input(signInPolicyChangeSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await changeSignInPolicy(ctx, input);
      return updated;
    }),
};
