import { CalendarClockIcon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { CONTENT_HISTORY_PATH, CONTENT_SCHEDULES_PATH } from '../../components/versions/urls';

/** The public content's scheduled changes, and any record's versions and schedules. */
export const contentRoutes: AppRoute[] = [
  screenRoute({
    path: CONTENT_SCHEDULES_PATH,
    screen: () => import('./schedules-page').then((module) => module.ContentSchedulesPage),
    access: 'admin',
    titleId: 'route.contentSchedules',
    nav: { group: 'content', icon: CalendarClockIcon },
    home: { descriptionId: 'home.card.contentSchedules' },
  }),
  screenRoute({
    path: CONTENT_HISTORY_PATH,
    screen: () => import('./history-page').then((module) => module.ContentHistoryPage),
    access: 'admin',
    titleId: 'versions.history',
    parent: CONTENT_SCHEDULES_PATH,
  }),
];
