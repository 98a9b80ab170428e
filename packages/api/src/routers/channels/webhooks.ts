import { z } from 'zod';

import {
  DELIVERY_STATUSES,
  integerSchema,
  webhookEndpointIdSchema,
  webhookResendFailedSchema,
  webhookResendSchema,
} from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../contract';
import { resourcesByRouter } from '../../resources/all';
import {
  listDeliveries,
  resendDelivery,
  resendFailedSince,
  sendTestEvent,
} from '../../services/webhooks/endpoints';
import { adminProcedure, router } from '../../trpc';

const TAG = 'channels';

const deliveryRow = z.object({
  uuid: z.string(),
  event_id: z.string().describe('The webhook-id header sent'),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  attempt_log: z.array(
    z.object({
      at: z.string(),
      response_status: z.number().int().nullable(),
      error: z.string().nullable(),
      duration_ms: z.number().int(),
      response_body: z.string().describe('The first 2 KB of the answer'),
      request_headers: z.record(z.string(), z.string()).describe('The headers sent, signature included'),
      response_headers: z.record(z.string(), z.string()).describe("The answer's headers"),
    }),
  ),
});

/**
 * Outbound webhooks (administrators): the endpoints' list, create, update and delete are a resource
 * (resources/channels/webhook-endpoints.ts); here their deliveries, the resend and a test event.
 */
export const webhooksRouter = router({
  ...resourcesByRouter.channels.webhooks,
  deliveries: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/webhooks/get-deliveries',
        tags: [TAG],
        summary: "An endpoint's deliveries, newest first, with every attempt",
      },
      errors: ['NOT_FOUND'],
    })
    .input(webhookEndpointIdSchema.extend({ limit: integerSchema({ min: 1, max: 500 }).default(100) }))
    .output(dataResponse(z.array(deliveryRow)))
    .query(async ({ ctx, input }) => ({ data: await listDeliveries(ctx, input.uuid, input.limit) })),

  resend: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/resend',
        tags: [TAG],
        summary: 'Send one delivery again',
      },
      errors: ['NOT_FOUND'],
    })
    .input(webhookResendSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await resendDelivery(ctx, input.delivery_uuid);
      return updated;
    }),

  resendFailed: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/resend-failed',
        tags: [TAG],
        summary: 'Send again every failed delivery of an endpoint made since a time',
      },
      errors: ['NOT_FOUND'],
    })
    .input(webhookResendFailedSchema)
    .output(responseOf(z.object({ resent: z.number().int().nonnegative() })))
    .mutation(async ({ ctx, input }) => ({
      response: { resent: await resendFailedSince(ctx, input.uuid, new Date(input.since)) },
    })),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/send-test',
        tags: [TAG],
        summary: 'Send a webhook.test event to one endpoint',
      },
      errors: ['NOT_FOUND'],
    })
    .input(webhookEndpointIdSchema)
    .output(responseOf(z.object({ delivery_uuid: z.string(), event_id: z.string() })))
    .mutation(async ({ ctx, input }) => ({ response: await sendTestEvent(ctx, input.uuid) })),
});
