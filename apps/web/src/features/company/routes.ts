import { Building2Icon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { COMPANY_PATHS } from './paths';

/** The company and employee module (spec 000). */
export const companyRoutes: AppRoute[] = [
  screenRoute({
    path: COMPANY_PATHS.list,
    screen: () => import('./company-list-page').then((module) => module.CompanyListPage),
    access: 'staff',
    titleId: 'route.companyList',
    nav: { group: 'main', icon: Building2Icon },
    home: { descriptionId: 'home.card.companyModule' },
  }),
  screenRoute({
    path: COMPANY_PATHS.create,
    screen: () => import('./company-create-page').then((module) => module.CompanyCreatePage),
    access: 'staff',
    titleId: 'route.companyCreate',
    parent: COMPANY_PATHS.list,
  }),
  screenRoute({
    path: COMPANY_PATHS.dashboard,
    screen: () => import('./company-dashboard-page').then((module) => module.CompanyDashboardPage),
    access: 'staff',
    titleId: 'route.companyDashboard',
    parent: COMPANY_PATHS.list,
  }),
  screenRoute({
    path: COMPANY_PATHS.edit,
    screen: () => import('./company-edit-page').then((module) => module.CompanyEditPage),
    access: 'staff',
    titleId: 'route.companyEdit',
    parent: COMPANY_PATHS.list,
  }),
  screenRoute({
    path: COMPANY_PATHS.employees,
    screen: () => import('./company-employees-page').then((module) => module.CompanyEmployeesPage),
    access: 'staff',
    titleId: 'route.companyEmployees',
    parent: COMPANY_PATHS.edit,
  }),
];
