import {
  webhookEndpointInputSchema,
  webhookEndpointRowSchema,
  webhookEndpointWire,
} from '@backoffice/shared';

import { assertReachableUrl, newWebhookSecret } from '../../services/webhooks/endpoints';
import { boolean, id, optionalTimestamp, text, textList, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** An endpoint switched on again starts with no failures behind it. */
const FRESH_FAILURE_CLOCK = { failingSince: null, disabledAt: null };

/**
 * Outbound webhook endpoints (administrators): the signing secret is made at creation and answered
 * once; it is kept in clear because every delivery is signed with it. Deleting an endpoint deletes its
 * deliveries. Saving or switching an endpoint on clears its failure notice, so it gets three fresh
 * days (docs/decisions.md).
 */
export const webhookEndpoints = defineResource({
  model: 'webhookEndpoint',
  label: 'Webhook endpoint',
  audit: 'channels.webhook',
  tag: 'channels',
  row: webhookEndpointRowSchema,
  columns: {
    uuid: id(),
    url: text('url'),
    events: textList('events'),
    enabled: boolean('enabled'),
    created_at: timestamp('createdAt'),
    failing_since: optionalTimestamp('failingSince'),
    disabled_at: optionalTimestamp('disabledAt'),
  },
  orderBy: [{ createdAt: 'asc' }],
  nestedData: (input) => (input.enabled === true ? FRESH_FAILURE_CLOCK : {}),
  flagData: (on) => (on ? FRESH_FAILURE_CLOCK : {}),
  prepareWrite: async (ctx, input, existing) => {
    await assertReachableUrl(ctx, String(input.url));
    return existing ? {} : { createdById: ctx.caller?.account.id ?? null };
  },
  wire: webhookEndpointWire,
  operations: {
    list: { path: '/api/admin/webhooks/get-list', summary: 'Webhook endpoints' },
    create: {
      path: '/api/admin/webhooks/create',
      input: webhookEndpointInputSchema,
      secret: { generate: newWebhookSecret, store: (secret) => ({ secret }) },
      summary: 'Register a webhook endpoint; its signing secret is answered once',
    },
    update: {
      path: '/api/admin/webhooks/update',
      input: webhookEndpointInputSchema,
      summary: 'Change a webhook endpoint',
    },
    publish: { path: '/api/admin/webhooks/change-enabled', summary: 'Switch a webhook endpoint on or off' },
    delete: { path: '/api/admin/webhooks/delete', summary: 'Delete a webhook endpoint with its deliveries' },
  },
});
