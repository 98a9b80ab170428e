import { z } from 'zod';
import { ADMIN_SETTABLE_USER_STATUSES, PROFILE_SEXES, SEXES, Sex, SYSTEM_ROLES } from '../enums/access';
import { FIELD_LIMITS as L } from './limits';
import {
  documentedInput,
  emailSchema,
  numericEnumSchema,
  pastIsoDateSchema,
  requiredOr,
  textSchema,
  uuidSchema,
} from './primitives';

export const loginEmailSchema = emailSchema(L.loginEmailMax);

/** Login and registration password; both bounds answer with the spec's tooltip text. */
export const loginPasswordSchema = textSchema()
  .min(L.loginPasswordMin, 'passwordLengthHint')
  .max(L.loginPasswordMax, 'passwordLengthHint');

/** The generic password rule (6 to 24): new passwords on the profile and admin screens. */
export const passwordSchema = textSchema().min(L.passwordMin, 'tooShort').max(L.passwordMax, 'tooLong');

/** The current password is checked against the stored hash; it may date from the 32-character login rule. */
export const currentPasswordSchema = textSchema().min(1, 'fieldRequired').max(L.loginPasswordMax, 'tooLong');

export const profileEmailSchema = emailSchema(L.profileEmailMax);

export const personNameSchema = textSchema()
  .trim()
  .min(L.personNameMin, 'tooShort')
  .max(L.personNameMax, 'tooLong');

/** What people type between the digits of a phone number: spaces, dashes, dots and brackets. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

/**
 * A phone number as typed ("+39 333-123 4567", at most `contactPhoneMax` characters), kept without its
 * separators ("+393331234567"): 10 to 15 characters, digits with an optional leading +.
 */
export const phoneSchema = textSchema()
  .max(L.contactPhoneMax, 'tooLong')
  .transform((text) => text.replace(PHONE_SEPARATORS, ''))
  .pipe(
    textSchema()
      .min(L.phoneMin, 'tooShort')
      .max(L.phoneMax, 'tooLong')
      .regex(/^\+?\d+$/, 'invalidPhone'),
  )
  .meta(
    documentedInput({
      // Digits with an optional leading +, spaces, dashes, dots and brackets between them.
      pattern: `^[\\s\\-.()]*\\+?(?:[\\s\\-.()]*\\d){${L.phoneMin},${L.phoneMax}}[\\s\\-.()]*$`,
    }),
  );

export const birthdaySchema = pastIsoDateSchema;

/** f, m or n. */
export const sexSchema = z.enum(SEXES, { error: requiredOr('invalidValue') });
/** The own-profile form offers m and f only. */
export const profileSexSchema = z.enum(PROFILE_SEXES, { error: requiredOr('invalidValue') });

export const loginSchema = z.object({
  email: loginEmailSchema,
  password: loginPasswordSchema,
});

/** Registration sends the names empty and sex 'n'; filled names still follow the profile rule. */
const optionalPersonNameSchema = textSchema()
  .trim()
  .max(L.personNameMax, 'tooLong')
  .refine((name) => name === '' || name.length >= L.personNameMin, {
    error: 'tooShort',
    params: { minimum: L.personNameMin },
  })
  .nullish()
  .transform((name) => name ?? '');

export const registrationSchema = z.object({
  email: loginEmailSchema,
  password: loginPasswordSchema,
  first_name: optionalPersonNameSchema,
  last_name: optionalPersonNameSchema,
  second_name: optionalPersonNameSchema,
  sex: z
    .union([z.literal(''), sexSchema], { error: requiredOr('invalidValue') })
    .nullish()
    .transform((sex) => (sex ? sex : Sex.NotSpecified)),
});

export const registrationFormSchema = z
  .object({
    email: loginEmailSchema,
    password: loginPasswordSchema,
    repeat_password: textSchema(),
  })
  .refine((form) => form.repeat_password === form.password, {
    error: 'passwordMismatch',
    path: ['repeat_password'],
  });

/** The middle name is optional (most Italian staff have none); when given, 2 to 24 characters. */
export const profileUpdateSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  second_name: optionalPersonNameSchema,
  phone: phoneSchema,
  birthday: birthdaySchema,
  sex: profileSexSchema,
});

export const emailUpdateSchema = z.object({ new_email: profileEmailSchema });

export const emailUpdateFormSchema = z
  .object({ new_email: profileEmailSchema, repeat_email: textSchema().trim() })
  .refine((form) => form.repeat_email.toLowerCase() === form.new_email.toLowerCase(), {
    error: 'emailMismatch',
    path: ['repeat_email'],
  });

export const passwordUpdateSchema = z.object({
  old_password: currentPasswordSchema,
  new_password: passwordSchema,
});

export const passwordUpdateFormSchema = passwordUpdateSchema
  .extend({ repeat_password: textSchema() })
  .refine((form) => form.repeat_password === form.new_password, {
    error: 'passwordMismatch',
    path: ['repeat_password'],
  });

/** "Forgot password": the address the link goes to. */
export const passwordResetRequestSchema = z.object({ email: loginEmailSchema });

/** A new password chosen with a "forgot password" link's token. */
export const passwordResetSchema = z.object({
  token: textSchema().trim().min(1, 'passwordResetLinkInvalid').max(100, 'passwordResetLinkInvalid'),
  // The sign-in rule (6 to 32), as the registration and the hint beside the field say.
  password: loginPasswordSchema,
});

export const passwordResetFormSchema = passwordResetSchema
  .extend({ repeat_password: textSchema() })
  .refine((form) => form.repeat_password === form.password, {
    error: 'passwordMismatch',
    path: ['repeat_password'],
  });

export const systemRoleSchema = numericEnumSchema(SYSTEM_ROLES);

export const userUuidInputSchema = z.object({ user_uuid: uuidSchema });

export const emailQuerySchema = z.object({ email: loginEmailSchema });

export const adminUserInfoSchema = z.object({
  user_uuid: uuidSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
  phone: phoneSchema,
});

export const adminUserEmailSchema = z.object({ user_uuid: uuidSchema, email: profileEmailSchema });

export const adminUserPasswordSchema = z.object({ user_uuid: uuidSchema, password: passwordSchema });

/** An administrator switches a user between active and not active only. */
export const adminUserStatusSchema = z.object({
  user_uuid: uuidSchema,
  status: numericEnumSchema(ADMIN_SETTABLE_USER_STATUSES),
});

export const adminUserRoleSchema = z.object({ user_uuid: uuidSchema, system_role: systemRoleSchema });
