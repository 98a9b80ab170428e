import { EMAILED_SCREEN_PATHS } from '@backoffice/shared';

import { buildPath } from '../../app/routing';

/** The company and employee module's paths (spec 000; Saleor's urls.ts). */
export const COMPANY_PATHS = {
  // Invitation emails link here.
  list: EMAILED_SCREEN_PATHS.companyInvitations,
  create: '/company/create',
  dashboard: '/company/dashboard/:company_uuid',
  edit: '/company/edit/:company_uuid',
  employees: '/company/employee/list/:company_uuid',
} as const;

type CompanyScreen = 'dashboard' | 'edit' | 'employees';
/** One company's screen. */
export const companyPath = (screen: CompanyScreen, uuid: string) =>
  buildPath(COMPANY_PATHS[screen], { company_uuid: uuid });
