import { Building2Icon } from 'lucide-react';

import { type AppRoute, screen } from '../../app/routes/route-types';
import { COMPANY_PATHS } from './paths';

/** The company and employee module (spec 000). */
export const companyRoutes: AppRoute[] = [
  {
    path: COMPANY_PATHS.list,
    component: screen(
      () => import('./company-list-page'),
      (module) => module.CompanyListPage,
    ),
    access: 'staff',
    titleId: 'route.companyList',
    nav: { group: 'main', icon: Building2Icon },
    home: { descriptionId: 'home.card.companyModule' },
  },
  {
    path: COMPANY_PATHS.create,
    component: screen(
      () => import('./company-create-page'),
      (module) => module.CompanyCreatePage,
    ),
    access: 'staff',
    titleId: 'route.companyCreate',
    parent: COMPANY_PATHS.list,
  },
  {
    path: COMPANY_PATHS.dashboard,
    component: screen(
      () => import('./company-dashboard-page'),
      (module) => module.CompanyDashboardPage,
    ),
    access: 'staff',
    titleId: 'route.companyDashboard',
    parent: COMPANY_PATHS.list,
  },
  {
    path: COMPANY_PATHS.edit,
    component: screen(
      () => import('./company-edit-page'),
      (module) => module.CompanyEditPage,
    ),
    access: 'staff',
    titleId: 'route.companyEdit',
    parent: COMPANY_PATHS.list,
  },
  {
    path: COMPANY_PATHS.employees,
    component: screen(
      () => import('./company-employees-page'),
      (module) => module.CompanyEmployeesPage,
    ),
    access: 'staff',
    titleId: 'route.companyEmployees',
    parent: COMPANY_PATHS.edit,
  },
];
