import { buildPath } from '../../app/routing';

/** The channels screens' paths (Saleor's urls.ts): API keys, webhook endpoints and their deliveries, the email log. */
export const CHANNEL_PATHS = {
  apiKeys: '/settings/api-keys',
  webhooks: '/settings/webhooks',
  deliveries: '/settings/webhooks/:uuid/deliveries',
  webhookEvents: '/settings/webhooks/events',
  emailLog: '/settings/email-log',
} as const;
export const deliveriesPath = (uuid: string) => buildPath(CHANNEL_PATHS.deliveries, { uuid });
