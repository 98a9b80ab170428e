import { ChartColumnIcon, HouseIcon, TruckIcon } from 'lucide-react';

import { adminRoutes } from '../../features/admin/routes';
import { personalDataRoutes } from '../../features/personal-data/routes';
import { contentRoutes } from '../../features/content/routes';
import { channelRoutes } from '../../features/channels/routes';
import {
  blogRoutes,
  emailNotificationRoutes,
  faqRoutes,
  pageFaqRoutes,
  sliderRoutes,
  sourceFileRoutes,
  staticPageRoutes,
  supportFileRoutes,
  variableRoutes,
} from '../../features/cms/routes';
import { companyRoutes } from '../../features/company/routes';
import { feedbackRoutes } from '../../features/feedback/routes';
import { orderRoutes } from '../../features/orders/routes';
import {
  discountCodeRoutes,
  offerDetailRoutes,
  offerRoutes,
  optionRoutes,
  otherSettingsRoute,
} from '../../features/shop/routes';
import { storeRoutes } from '../../features/stores/routes';
import { HOME_PATH, PROFILE_PATH } from '../paths';
import { type AppRoute, screenRoute } from './route-types';

/**
 * The screens of the signed-in app: the router, the sidebar, the home cards, the breadcrumbs and the
 * page titles all read this table. Each feature declares its own routes (its `routes.ts`, from its
 * `paths.ts`); this table only orders them: the sidebar and the home page follow it within a group.
 */
export const appRoutes: readonly AppRoute[] = [
  screenRoute({
    path: HOME_PATH,
    screen: () => import('../../features/home/home-page').then((module) => module.HomePage),
    access: 'staff',
    titleId: 'route.home',
    nav: { group: 'main', icon: HouseIcon },
  }),
  screenRoute({
    path: PROFILE_PATH,
    screen: () => import('../../features/profile/profile-page').then((module) => module.ProfilePage),
    access: 'staff',
    titleId: 'route.profile',
  }),
  ...companyRoutes,

  // Content management (spec 001)
  ...faqRoutes,
  ...supportFileRoutes,
  ...blogRoutes,
  ...sliderRoutes,
  ...sourceFileRoutes,
  ...feedbackRoutes,
  ...variableRoutes,
  ...storeRoutes,
  ...staticPageRoutes,
  ...contentRoutes,

  // E-shop management (spec 002)
  ...offerRoutes,
  ...optionRoutes,
  ...discountCodeRoutes,
  ...pageFaqRoutes,
  ...orderRoutes,
  otherSettingsRoute,
  screenRoute({
    path: '/reports/generate',
    screen: () => import('../../features/reports/reports-page').then((module) => module.ReportsPage),
    access: 'staff',
    titleId: 'route.reports',
    nav: { group: 'shop', icon: ChartColumnIcon },
    home: { descriptionId: 'home.card.reports' },
  }),
  screenRoute({
    path: '/admin/delivery-parse',
    screen: () =>
      import('../../features/delivery/delivery-parse-page').then((module) => module.DeliveryParsePage),
    access: 'staff',
    titleId: 'route.deliveryParse',
    nav: { group: 'shop', icon: TruckIcon },
    home: { descriptionId: 'home.card.deliveryParse' },
  }),

  // Settings, administrators only
  ...adminRoutes,
  ...personalDataRoutes,
  ...emailNotificationRoutes,
  ...channelRoutes,
  ...offerDetailRoutes,
];
