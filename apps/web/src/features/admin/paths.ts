import { USERS_PATH } from '../../app/paths';
import { buildPath } from '../../app/routing';

/** User and company administration (spec 000) paths (Saleor's urls.ts). */
export const ADMIN_PATHS = {
  users: USERS_PATH,
  editUser: '/admin/edit-user/:uuid',
  companies: '/admin/companies',
  editCompany: '/admin/edit-company/:uuid',
  signInPolicy: '/settings/sign-in',
} as const;
export const editUserPath = (uuid: string) => buildPath(ADMIN_PATHS.editUser, { uuid });
export const editCompanyPath = (uuid: string) => buildPath(ADMIN_PATHS.editCompany, { uuid });
