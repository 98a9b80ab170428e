import { type AppMessageId } from '../../i18n';

export const SYSTEM_ROLE_IDS = [0, 1, 2, 3] as const;
export const USER_STATUS_IDS = [0, 1, 2, 3, 4] as const;

export const roleLabelId = (role: number): AppMessageId =>
  (SYSTEM_ROLE_IDS as readonly number[]).includes(role)
    ? (`enum.systemRole.${role}` as AppMessageId)
    : 'enum.systemRole.0';

export const userStatusLabelId = (status: number): AppMessageId =>
  (USER_STATUS_IDS as readonly number[]).includes(status)
    ? (`enum.userStatus.${status}` as AppMessageId)
    : 'enum.userStatus.0';

/** Distinct tones per user status: active green, created blue, banned red, not active and deleted grey. */
export const USER_STATUS_TONES: Record<number, 'success' | 'info' | 'danger' | 'neutral' | 'warning'> = {
  0: 'warning',
  1: 'success',
  2: 'info',
  3: 'danger',
  4: 'neutral',
};
