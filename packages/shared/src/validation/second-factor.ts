import { z } from 'zod';

import { type SystemRole, SYSTEM_ROLES } from '../enums/access';
import { documentedInput } from './primitives';
import { requiredOr } from './required-or';

/** How a session was opened, as the sessions screens say it. */
export const SIGN_IN_METHODS = ['password', 'totp', 'recovery_code', 'impersonation'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** What proves the second step of a sign-in. */
export const SECOND_FACTOR_METHODS = ['totp', 'recovery_code'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** Recovery codes given at once (each usable once). */
export const RECOVERY_CODE_COUNT = 10;

/** Digits of an authenticator app's code (RFC 6238's usual 6). */
export const TOTP_DIGITS = 6;

/**
 * A recovery code: 16 characters of an alphabet without look-alikes (80 bits), shown in groups of 4;
 * typed with or without the dashes, in either case.
 */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const RECOVERY_CODE_LENGTH = 16;

/** A typed recovery code as it is hashed: lower case, no spaces or dashes. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** What the document says of a code: its rule, written for a text that may carry spaces (and dashes). */
const TOTP_CODE_PATTERN = `^\\s*(?:\\d\\s*){${TOTP_DIGITS}}$`;
const RECOVERY_CODE_PATTERN = `^[\\s-]*(?:[${RECOVERY_CODE_ALPHABET}${RECOVERY_CODE_ALPHABET.toUpperCase()}][\\s-]*){${RECOVERY_CODE_LENGTH}}$`;

/** Spaces an app shows inside a code ('123 456') are allowed. */
export const totpCodeSchema = z
  .string({ error: requiredOr('invalidValue') })
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'fieldRequired')
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), 'invalidTotpCode'),
  )
  .meta(documentedInput({ pattern: TOTP_CODE_PATTERN }));

export const recoveryCodeSchema = z
  .string({ error: requiredOr('invalidValue') })
  .max(64, 'invalidRecoveryCode')
  .transform(normaliseRecoveryCode)
  .pipe(
    z
      .string()
      .min(1, 'fieldRequired')
      .regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), 'invalidRecoveryCode'),
  );

/**
 * The token of a sign-in waiting for its second step: never a session, refused as a credential by
 * every call (it is only ever sent in the body of the second step's calls).
 */
export const SIGN_IN_CHALLENGE_PREFIX = 'bo_mfa_';
export const challengeTokenSchema = z
  .string({ error: requiredOr('invalidValue') })
  .min(1, 'fieldRequired')
  .max(128, 'signInChallengeExpired')
  .regex(/^bo_mfa_[\w-]+$/, 'signInChallengeExpired');

const CODE_SCHEMAS = { totp: totpCodeSchema, recovery_code: recoveryCodeSchema } as const;

/**
 * The second step of a sign-in: a code of the authenticator app, or a recovery code, checked by the
 * rule of its method (an object with a refinement rather than a union: REST inputs are objects).
 */
export const secondFactorStepSchema = z
  .object({
    challenge_token: challengeTokenSchema,
    method: z.enum(SECOND_FACTOR_METHODS, { error: requiredOr('invalidValue') }),
    code: z.string({ error: requiredOr('invalidValue') }).max(64, 'tooLong'),
  })
  .superRefine((input, context) => {
    const parsed = CODE_SCHEMAS[input.method].safeParse(input.code);
    for (const issue of parsed.error?.issues.slice(0, 1) ?? []) {
      context.addIssue({ code: 'custom', path: ['code'], message: issue.message, input: input.code });
    }
  })
  .meta(
    documentedInput({
      oneOf: [
        { properties: { method: { const: 'totp' }, code: { pattern: TOTP_CODE_PATTERN } } },
        { properties: { method: { const: 'recovery_code' }, code: { pattern: RECOVERY_CODE_PATTERN } } },
      ],
    }),
  );

/** A code as it is checked: an app's without the spaces it is shown with, a recovery code normalised. */
export const typedCode = (method: SecondFactorMethod, code: string) =>
  method === 'totp' ? code.replace(/\s/g, '') : normaliseRecoveryCode(code);

/** The roles a super administrator may require a second factor of: every role, each once. */
export const signInPolicySchema = z.object({
  second_factor_roles: z
    .array(z.union(SYSTEM_ROLES.map((role) => z.literal(role))), { error: requiredOr('invalidValue') })
    .max(SYSTEM_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'invalidValue'),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

/** Whether a person of `role` must sign in with a second factor under `policy`. */
export const roleRequiresSecondFactor = (policy: SignInPolicy, role: number) =>
  policy.second_factor_roles.includes(role as SystemRole);
