import { USERS_PATH } from '../../app/paths';

/** User and company administration (spec 000) paths (Saleor's urls.ts). */
export const ADMIN_PATHS = {
  users: USERS_PATH,
  editUser: '/admin/edit-user/:uuid',
  companies: '/admin/companies',
  editCompany: '/admin/edit-company/:uuid',
} as const;
export const editUserPath = (uuid: string) => ADMIN_PATHS.editUser.replace(':uuid', uuid);
export const editCompanyPath = (uuid: string) => ADMIN_PATHS.editCompany.replace(':uuid', uuid);
