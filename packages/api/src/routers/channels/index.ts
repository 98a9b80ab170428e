import { router } from '../../trpc';
import { apiKeysRouter } from './api-keys';
import { emailsRouter } from './emails';
import { webhooksRouter } from './webhooks';

/** The boundary for other channels: outbound webhooks, API keys and the emails sent on events. */
export const channelsRouter = router({
  apiKeys: apiKeysRouter,
  emails: emailsRouter,
  webhooks: webhooksRouter,
});
