import { router } from '../../trpc';
import { apiKeysRouter } from './api-keys';
import { webhooksRouter } from './webhooks';

/** The boundary for other channels: outbound webhooks, API keys and the emails sent on events. */
export const channelsRouter = router({ apiKeys: apiKeysRouter, webhooks: webhooksRouter });
