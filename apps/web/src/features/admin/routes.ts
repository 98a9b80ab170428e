import { UsersIcon } from 'lucide-react';

import { type AppRoute, screen } from '../../app/routes/route-types';
import { ADMIN_PATHS } from './paths';

/** User and company administration (spec 000), reached from the users screen. */
export const adminRoutes: AppRoute[] = [
  {
    path: ADMIN_PATHS.users,
    component: screen(
      () => import('./users-page'),
      (module) => module.UsersPage,
    ),
    access: 'admin',
    titleId: 'route.users',
    nav: { group: 'settings', icon: UsersIcon },
    home: { descriptionId: 'home.card.users' },
  },
  {
    path: ADMIN_PATHS.editUser,
    component: screen(
      () => import('./edit-user-page'),
      (module) => module.EditUserPage,
    ),
    access: 'admin',
    titleId: 'route.editUser',
    parent: ADMIN_PATHS.users,
  },
  // The spec names /admin/users as the companies list's breadcrumb parent.
  {
    path: ADMIN_PATHS.companies,
    component: screen(
      () => import('./companies/companies-page'),
      (module) => module.CompaniesPage,
    ),
    access: 'admin',
    titleId: 'route.adminCompanies',
    parent: ADMIN_PATHS.users,
  },
  {
    path: ADMIN_PATHS.editCompany,
    component: screen(
      () => import('./companies/edit-company-page'),
      (module) => module.EditCompanyPage,
    ),
    access: 'admin',
    titleId: 'route.editCompany',
    parent: ADMIN_PATHS.companies,
  },
];
