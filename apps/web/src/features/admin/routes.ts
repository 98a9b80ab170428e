import { ShieldCheckIcon, UsersIcon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { ADMIN_PATHS } from './paths';

/** User and company administration (spec 000), reached from the users screen. */
export const adminRoutes: AppRoute[] = [
  screenRoute({
    path: ADMIN_PATHS.users,
    screen: () => import('./users-page').then((module) => module.UsersPage),
    access: 'admin',
    titleId: 'route.users',
    nav: { group: 'settings', icon: UsersIcon },
    home: { descriptionId: 'home.card.users' },
  }),
  screenRoute({
    path: ADMIN_PATHS.editUser,
    screen: () => import('./edit-user-page').then((module) => module.EditUserPage),
    access: 'admin',
    titleId: 'route.editUser',
    parent: ADMIN_PATHS.users,
  }),
  // The spec names /admin/users as the companies list's breadcrumb parent.
  screenRoute({
    path: ADMIN_PATHS.companies,
    screen: () => import('./companies/companies-page').then((module) => module.CompaniesPage),
    access: 'admin',
    titleId: 'route.adminCompanies',
    parent: ADMIN_PATHS.users,
  }),
  screenRoute({
    path: ADMIN_PATHS.editCompany,
    screen: () => import('./companies/edit-company-page').then((module) => module.EditCompanyPage),
    access: 'admin',
    titleId: 'route.editCompany',
    parent: ADMIN_PATHS.companies,
  }),
  screenRoute({
    path: ADMIN_PATHS.signInPolicy,
    screen: () => import('./sign-in-policy-page').then((module) => module.SignInPolicyPage),
    access: 'admin',
    titleId: 'route.signInPolicy',
    nav: { group: 'settings', icon: ShieldCheckIcon },
    home: { descriptionId: 'home.card.signInPolicy' },
  }),
];
