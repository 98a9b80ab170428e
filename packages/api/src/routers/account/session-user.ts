import { z } from 'zod';

import { type User } from '@backoffice/db';
import { enumRow, SYSTEM_ROLES, USER_STATUSES } from '@backoffice/shared';

/** The session user as GET current-session returns it (spec 000, section 3), plus status and profile fields. */
export const sessionUserSchema = z.object({
  user_uuid: z.string(),
  email: z.string(),
  system_role: enumRow(SYSTEM_ROLES),
  status: enumRow(USER_STATUSES),
  first_name: z.string(),
  last_name: z.string(),
  second_name: z.string(),
  sex: z.string().nullable(),
  phone: z.string().nullable(),
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  impersonated_by: z
    .object({ email: z.string() })
    .nullable()
    .describe('Set while an administrator acts as this user (login-on-user-session)'),
});

/** What the mapper builds: the stored role and status, which the output schema checks against their enumerations. */
export type SessionUser = z.input<typeof sessionUserSchema>;

type ProfileRow = Pick<
  User,
  | 'id'
  | 'email'
  | 'systemRole'
  | 'status'
  | 'firstName'
  | 'lastName'
  | 'secondName'
  | 'sex'
  | 'phone'
  | 'birthday'
>;

export const toSessionUser = (user: ProfileRow, impersonatorEmail: string | null): SessionUser => ({
  user_uuid: user.id,
  email: user.email,
  system_role: user.systemRole,
  status: user.status,
  first_name: user.firstName,
  last_name: user.lastName,
  second_name: user.secondName,
  sex: user.sex,
  phone: user.phone,
  birthday: user.birthday ? user.birthday.toISOString().slice(0, 10) : null,
  impersonated_by: impersonatorEmail ? { email: impersonatorEmail } : null,
});
