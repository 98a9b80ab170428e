import { HOME_PATH } from '../paths';

const KEY = 'returnTo';

/** Remembers the page a signed-out visitor asked for, to open it after the sign-in. */
export function rememberReturnPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//') || path === HOME_PATH) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the sign-in leads home.
  }
}

/** The remembered page (once), or home. */
export function takeReturnPath(): string {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    if (path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/enter')) return path;
  } catch {
    // See rememberReturnPath.
  }
  return HOME_PATH;
}
