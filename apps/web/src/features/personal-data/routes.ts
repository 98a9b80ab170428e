import { FileSearchIcon, TimerResetIcon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { PERSONAL_DATA_PATHS } from './paths';

/** Customers' personal data: where a person's data is held. */
export const personalDataRoutes: AppRoute[] = [
  screenRoute({
    path: PERSONAL_DATA_PATHS.find,
    screen: () => import('./find-person-page').then((module) => module.FindPersonPage),
    access: 'admin',
    titleId: 'route.personalData',
    nav: { group: 'settings', icon: FileSearchIcon },
    home: { descriptionId: 'home.card.personalData' },
  }),
  screenRoute({
    path: PERSONAL_DATA_PATHS.retention,
    screen: () => import('./retention-page').then((module) => module.RetentionPage),
    access: 'admin',
    titleId: 'route.retention',
    nav: { group: 'settings', icon: TimerResetIcon },
    home: { descriptionId: 'home.card.retention' },
  }),
];
