import { EMAILED_SCREEN_PATHS } from '@backoffice/shared';

/** Fixed paths the app navigates to by itself. */
export const HOME_PATH = '/';
export const PROFILE_PATH = EMAILED_SCREEN_PATHS.profile;
export const LOGIN_PATH = '/enter/login';
export const LOGOUT_PATH = '/enter/logout';
/** Where an administrator lands after acting as another user. */
export const USERS_PATH = '/admin/users';
