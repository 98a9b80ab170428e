import { z } from 'zod';

import { type User } from '@backoffice/db';
import { enumRow, SYSTEM_ROLES, USER_STATUSES } from '@backoffice/shared';

/** A user as the administration screens read it (spec 000, section 3 "User (admin view)"). */
export const adminUserSchema = z.object({
  user_uuid: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  status: enumRow(USER_STATUSES),
  system_role: enumRow(SYSTEM_ROLES),
});

/** What the mapper builds: the stored role and status, which the output schema checks against their enumerations. */
export type AdminUser = z.input<typeof adminUserSchema>;

export const adminUserSelect = {
  id: true,
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  status: true,
  systemRole: true,
} as const;

type AdminUserRow = Pick<User, keyof typeof adminUserSelect>;

export const toAdminUser = (user: AdminUserRow): AdminUser => ({
  user_uuid: user.id,
  first_name: user.firstName,
  last_name: user.lastName,
  phone: user.phone,
  email: user.email,
  status: user.status,
  system_role: user.systemRole,
});
