import { z } from 'zod';

import { type SystemRole, SYSTEM_ROLES } from '../enums/access';
import { documentedInput } from './primitives';
import { requiredOr } from './required-or';

/** How a session was opened, as the sessions screens say it. */
export const SIGN_IN_METHODS = [
  'password',
  'totp',
  'recovery_code',
  'passkey',
  'sso',
  'impersonation',
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The second step's codes: an authenticator app's, or a recovery code. */
export const CODE_METHODS = ['totp', 'recovery_code'] as const;
export type CodeMethod = (typeof CODE_METHODS)[number];

/** What proves the second step of a sign-in: a code, or a passkey. */
export const SECOND_FACTOR_METHODS = [...CODE_METHODS, 'passkey'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** The password step's answer when a second step must follow: a challenge, and no session yet. */
export const signInChallengeSchema = z
  .object({
    mfa_required: z.literal(true),
    challenge_token: z.string().describe('Sent in the body of the second step; never a credential'),
    expires_at: z.iso.datetime({ offset: true }),
    methods: z.array(z.enum(SECOND_FACTOR_METHODS)).describe('What the second step accepts'),
    enrolment_required: z
      .boolean()
      .describe('The role requires a second factor and the person has none: set one up first'),
  })
  .meta({ id: 'SignInChallenge' });
export type SignInChallengeAnswer = z.output<typeof signInChallengeSchema>;

/** A passkey's name, as its owner tells their devices apart ('Work laptop'). */
export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z
  .string({ error: requiredOr('invalidValue') })
  .trim()
  .min(1, 'fieldRequired')
  .max(PASSKEY_NAME_MAX, 'tooLong');

/** Binary values of WebAuthn's JSON forms, base64url without padding. */
const base64url = z
  .string()
  .max(65_536)
  .regex(/^[\w-]*$/, 'invalidValue');
const USER_VERIFICATION = ['required', 'preferred', 'discouraged'] as const;
const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const HINTS = ['security-key', 'client-device', 'hybrid'] as const;
const ATTACHMENTS = ['platform', 'cross-platform'] as const;

const credentialDescriptor = z.object({
  id: base64url,
  type: z.literal('public-key'),
  transports: z.array(z.enum(TRANSPORTS)).optional(),
});
const extensionInputs = z.object({ credProps: z.boolean().optional() });

/** The browser's question for a new passkey (WebAuthn's PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptionsSchema = z
  .object({
    rp: z.object({ id: z.string().optional(), name: z.string() }),
    user: z.object({ id: base64url, name: z.string(), displayName: z.string() }),
    challenge: base64url,
    pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
    timeout: z.number().int().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(ATTACHMENTS).optional(),
        requireResidentKey: z.boolean().optional(),
        residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
        userVerification: z.enum(USER_VERIFICATION).optional(),
      })
      .optional(),
    hints: z.array(z.enum(HINTS)).optional(),
    attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
    attestationFormats: z
      .array(z.enum(['fido-u2f', 'packed', 'android-safetynet', 'android-key', 'tpm', 'apple', 'none']))
      .optional(),
    extensions: extensionInputs.optional(),
  })
  .meta({ id: 'PasskeyCreationOptions' });

/** The browser's question for an existing passkey (WebAuthn's PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptionsSchema = z
  .object({
    challenge: base64url,
    timeout: z.number().int().optional(),
    rpId: z.string().optional(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    userVerification: z.enum(USER_VERIFICATION).optional(),
    hints: z.array(z.enum(HINTS)).optional(),
    extensions: extensionInputs.optional(),
  })
  .meta({ id: 'PasskeyRequestOptions' });

const credentialAnswer = {
  id: base64url.min(1).max(1024),
  rawId: base64url.min(1).max(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(ATTACHMENTS).optional(),
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};

/** A new passkey, as the browser answered (WebAuthn's RegistrationResponseJSON). */
export const passkeyRegistrationSchema = z.object({
  ...credentialAnswer,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    // Browsers name transports newer than the list (the server keeps them for the next question).
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** A passkey's signature, as the browser answered (WebAuthn's AuthenticationResponseJSON). */
export const passkeyAssertionSchema = z.object({
  ...credentialAnswer,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

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
/** What the document says of a `code` beside its `method`. */
const CODE_PATTERN_BRANCHES = [
  { properties: { method: { const: 'totp' }, code: { pattern: TOTP_CODE_PATTERN } } },
  { properties: { method: { const: 'recovery_code' }, code: { pattern: RECOVERY_CODE_PATTERN } } },
];

/**
 * The second step of a sign-in: a code of the authenticator app, or a recovery code, checked by the
 * rule of its method (an object with a refinement rather than a union: REST inputs are objects).
 */
export const secondFactorStepSchema = z
  .object({
    challenge_token: challengeTokenSchema,
    method: z.enum(CODE_METHODS, { error: requiredOr('invalidValue') }),
    code: z.string({ error: requiredOr('invalidValue') }).max(64, 'tooLong'),
  })
  .superRefine((input, context) => {
    const parsed = CODE_SCHEMAS[input.method].safeParse(input.code);
    for (const issue of parsed.error?.issues.slice(0, 1) ?? []) {
      context.addIssue({ code: 'custom', path: ['code'], message: issue.message, input: input.code });
    }
  })
  .meta(documentedInput({ oneOf: CODE_PATTERN_BRANCHES }));

/**
 * How a person confirms it is them before a dangerous action (step-up): a second factor when they
 * have one, else their password.
 */
export const STEP_UP_METHODS = [...SECOND_FACTOR_METHODS, 'password'] as const;
export type StepUpMethod = (typeof STEP_UP_METHODS)[number];

/** A step-up by code or password (a passkey confirms through its own calls). */
export const identityConfirmationSchema = z
  .object({
    method: z.enum([...CODE_METHODS, 'password'], { error: requiredOr('invalidValue') }),
    code: z
      .string({ error: requiredOr('invalidValue') })
      .min(1, 'fieldRequired')
      .max(128, 'tooLong'),
  })
  .superRefine((input, context) => {
    if (input.method === 'password') return;
    const parsed = CODE_SCHEMAS[input.method].safeParse(input.code);
    for (const issue of parsed.error?.issues.slice(0, 1) ?? []) {
      context.addIssue({ code: 'custom', path: ['code'], message: issue.message, input: input.code });
    }
  })
  .meta(
    documentedInput({
      oneOf: [...CODE_PATTERN_BRANCHES, { properties: { method: { const: 'password' } } }],
    }),
  );

/** A code as it is checked: an app's without the spaces it is shown with, a recovery code normalised. */
export const typedCode = (method: CodeMethod, code: string) =>
  method === 'totp' ? code.replace(/\s/g, '') : normaliseRecoveryCode(code);

/**
 * The sign-in rules a super administrator sets: the roles that must use a second factor (every role,
 * each once), and whether passwords (and passkeys alone) still open sessions, or only single sign-on
 * does, but for the named break-glass super administrator.
 */
export const signInPolicySchema = z.object({
  second_factor_roles: z
    .array(z.union(SYSTEM_ROLES.map((role) => z.literal(role))), { error: requiredOr('invalidValue') })
    .max(SYSTEM_ROLES.length)
    .refine((roles) => new Set(roles).size === roles.length, 'invalidValue'),
  password_sign_in: z.boolean({ error: requiredOr('invalidValue') }),
  break_glass_user_uuid: z
    .uuid({ error: requiredOr('invalidId') })
    .nullable()
    .describe('The super administrator who may still sign in with a password when it is off'),
});
/** A change of the rules: what is left out stays as it is. */
export const signInPolicyChangeSchema = signInPolicySchema.partial({
  password_sign_in: true,
  break_glass_user_uuid: true,
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;
export type SignInPolicyChange = z.infer<typeof signInPolicyChangeSchema>;

/** Whether a person of `role` must sign in with a second factor under `policy`. */
export const roleRequiresSecondFactor = (policy: SignInPolicy, role: number) =>
  policy.second_factor_roles.includes(role as SystemRole);
