import { SystemRole, UserStatus } from '../enums/access';

/** The signed-in administrator and the user an administration call targets. */
export interface PolicyActor {
  id: string;
  systemRole: number;
}
export interface PolicyTarget {
  id: string;
  systemRole: number;
  status: number;
}

/** What an administrator does to a user from the user's edit screen. */
export const USER_ADMIN_ACTIONS = [
  'profile',
  'password',
  'email',
  'status',
  'role',
  'signInAs',
  'sessions',
  'secondFactor',
  'delete',
] as const;
export type UserAdminAction = (typeof USER_ADMIN_ACTIONS)[number];

/** The server's refusals, as it answers them (403). */
export const USER_POLICY_MESSAGES = {
  deleted: 'A deleted user cannot be changed',
  superAdminOnly: 'Only a super administrator can change a super administrator',
  ownPassword: 'Change your own password from your profile, with your current password',
  ownEmail: 'Change your own email from your profile, with your current password',
  ownStatus: 'You cannot change your own status',
  ownRole: 'You cannot change your own role',
  ownSignInAs: 'You are already signed in as yourself',
  ownDelete: 'Delete your own account from your profile',
  ownSessions: 'See your own sessions in your profile',
  ownSecondFactor: 'Manage your own second factor in your profile',
  signInAsInactive: 'Only active users can be signed in as',
} as const;

const SELF_REFUSALS: Partial<Record<UserAdminAction, string>> = {
  password: USER_POLICY_MESSAGES.ownPassword,
  email: USER_POLICY_MESSAGES.ownEmail,
  status: USER_POLICY_MESSAGES.ownStatus,
  role: USER_POLICY_MESSAGES.ownRole,
  signInAs: USER_POLICY_MESSAGES.ownSignInAs,
  delete: USER_POLICY_MESSAGES.ownDelete,
  sessions: USER_POLICY_MESSAGES.ownSessions,
  secondFactor: USER_POLICY_MESSAGES.ownSecondFactor,
};

/** An administrator (role 2) never changes a super administrator; null when allowed. */
export function manageUserRefusal(
  actor: PolicyActor,
  target: Pick<PolicyTarget, 'systemRole'>,
): string | null {
  return target.systemRole === SystemRole.SuperAdmin && actor.systemRole !== SystemRole.SuperAdmin
    ? USER_POLICY_MESSAGES.superAdminOnly
    : null;
}

/**
 * Why the server would refuse `action` on `target` for `actor`, or null when it would accept it.
 * The server's asserts and the edit screen (which offers only the accepted actions) share it.
 */
export function userAdminRefusal(
  actor: PolicyActor,
  target: PolicyTarget,
  action: UserAdminAction,
): string | null {
  if (target.status === UserStatus.Deleted) return USER_POLICY_MESSAGES.deleted;
  const self = actor.id === target.id ? SELF_REFUSALS[action] : undefined;
  if (self) return self;
  if (action === 'signInAs' && target.status !== UserStatus.Active)
    return USER_POLICY_MESSAGES.signInAsInactive;
  return manageUserRefusal(actor, target);
}

/** The actions the edit screen offers. */
export function allowedUserAdminActions(actor: PolicyActor, target: PolicyTarget): UserAdminAction[] {
  return USER_ADMIN_ACTIONS.filter((action) => userAdminRefusal(actor, target, action) === null);
}
