import { KeyRoundIcon, MailCheckIcon, WebhookIcon } from 'lucide-react';

import { type AppRoute, resourceRoutes, screenRoute } from '../../app/routes/route-types';
import { CHANNEL_PATHS } from './paths';

/** The boundary for other channels (issue 20): API keys, webhook endpoints and deliveries, the email log. */
export const channelRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: { list: CHANNEL_PATHS.apiKeys },
    page: async () => (await import('./api-keys')).apiKeysPage,
    access: 'admin',
    titleIds: { list: 'route.apiKeys' },
    nav: { group: 'settings', icon: KeyRoundIcon },
    home: { descriptionId: 'home.card.apiKeys' },
  }),
  ...resourceRoutes({
    paths: { list: CHANNEL_PATHS.webhooks },
    page: async () => (await import('./webhooks')).webhooksPage,
    access: 'admin',
    titleIds: { list: 'route.webhooks' },
    nav: { group: 'settings', icon: WebhookIcon },
    home: { descriptionId: 'home.card.webhooks' },
  }),
  screenRoute({
    path: CHANNEL_PATHS.deliveries,
    screen: () => import('./deliveries-page').then((module) => module.DeliveriesPage),
    access: 'admin',
    titleId: 'route.webhookDeliveries',
    parent: CHANNEL_PATHS.webhooks,
  }),
  screenRoute({
    path: CHANNEL_PATHS.webhookEvents,
    screen: () => import('./webhook-events-page').then((module) => module.WebhookEventsPage),
    access: 'admin',
    titleId: 'route.webhookEvents',
    parent: CHANNEL_PATHS.webhooks,
  }),
  screenRoute({
    path: CHANNEL_PATHS.emailLog,
    screen: () => import('./email-log-page').then((module) => module.EmailLogPage),
    access: 'admin',
    titleId: 'route.emailLog',
    nav: { group: 'settings', icon: MailCheckIcon },
    home: { descriptionId: 'home.card.emailLog' },
  }),
];
