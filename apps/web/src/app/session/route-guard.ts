import { UserStatus } from '@backoffice/shared';

import { HOME_PATH, LOGIN_PATH } from '../paths';

/** The access screens live under /enter/ and need no session. */
export function isAccessScreenPath(path: string): boolean {
  return path === '/enter' || path.startsWith('/enter/');
}

export function isLoginPath(path: string): boolean {
  return path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`);
}

/**
 * The routing rules of spec 000, section 2: without a session every path outside /enter/ leads to
 * the login; with one, the login leads home. Returns where to go instead, or null to stay.
 */
export function sessionRedirect(path: string, hasSession: boolean): string | null {
  if (!hasSession) return isAccessScreenPath(path) ? null : LOGIN_PATH;
  return isLoginPath(path) ? HOME_PATH : null;
}

export type SignedInView = 'app' | 'waiting-for-activation';

/** Only active users get the app; a freshly registered one (status created) waits for an administrator. */
export function signedInViewFor(status: number): SignedInView {
  return status === UserStatus.Active ? 'app' : 'waiting-for-activation';
}

/** The login screen with the email filled in (after registration it also carries the new user's id). */
export function loginPathFor(email: string, userUuid?: string): string {
  const path = `${LOGIN_PATH}/${encodeURIComponent(email)}`;
  return userUuid ? `${path}?user_uuid=${encodeURIComponent(userUuid)}` : path;
}
