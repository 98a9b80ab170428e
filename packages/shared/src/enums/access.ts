import { type ValueOf } from './enum-helpers';

export const SystemRole = { NoRole: 0, ChiefAgent: 1, Admin: 2, SuperAdmin: 3 } as const;
export type SystemRole = ValueOf<typeof SystemRole>;
export const SYSTEM_ROLES: readonly SystemRole[] = Object.values(SystemRole);

/** NoRole is shown to staff as a call center agent. */
export const SYSTEM_ROLE_LABELS: Record<SystemRole, string> = {
  [SystemRole.NoRole]: 'Call center agent',
  [SystemRole.ChiefAgent]: 'Chief agent',
  [SystemRole.Admin]: 'Administrator',
  [SystemRole.SuperAdmin]: 'Super administrator',
};

/** How the configuration names each role (OIDC_ROLE_MAP). */
export const SYSTEM_ROLE_SLUGS: Record<SystemRole, string> = {
  [SystemRole.NoRole]: 'agent',
  [SystemRole.ChiefAgent]: 'chief_agent',
  [SystemRole.Admin]: 'admin',
  [SystemRole.SuperAdmin]: 'super_admin',
};

/** Admin access: content management, offers, extras and services, settings. */
export function isAdminRole(role: number | null | undefined): boolean {
  return role === SystemRole.Admin || role === SystemRole.SuperAdmin;
}

/** Delete buttons on content and shop lists. */
export function isSuperAdminRole(role: number | null | undefined): boolean {
  return role === SystemRole.SuperAdmin;
}

/** The shop screens are usable by any signed-in user whose role is not NoRole. */
export function canUseShopScreens(role: number | null | undefined): boolean {
  return role === SystemRole.ChiefAgent || isAdminRole(role);
}

export const UserStatus = { NotActive: 0, Active: 1, Created: 2, Banned: 3, Deleted: 4 } as const;
export type UserStatus = ValueOf<typeof UserStatus>;
export const USER_STATUSES: readonly UserStatus[] = Object.values(UserStatus);

export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  [UserStatus.NotActive]: 'Not active',
  [UserStatus.Active]: 'Active',
  [UserStatus.Created]: 'Created',
  [UserStatus.Banned]: 'Banned',
  [UserStatus.Deleted]: 'Deleted',
};

/** The only statuses an administrator switches a user between. */
export const ADMIN_SETTABLE_USER_STATUSES = [UserStatus.NotActive, UserStatus.Active] as const;
export type AdminSettableUserStatus = (typeof ADMIN_SETTABLE_USER_STATUSES)[number];

export const Sex = { Male: 'm', Female: 'f', NotSpecified: 'n' } as const;
export type Sex = ValueOf<typeof Sex>;
export const SEXES: readonly Sex[] = Object.values(Sex);

/** The own-profile form offers only these two; 'n' is allowed where the spec says so (registration). */
export const PROFILE_SEXES = [Sex.Male, Sex.Female] as const;
export type ProfileSex = (typeof PROFILE_SEXES)[number];

export const PROFILE_SEX_LABELS: Record<ProfileSex, string> = {
  [Sex.Male]: 'Мужской',
  [Sex.Female]: 'Женский',
};
