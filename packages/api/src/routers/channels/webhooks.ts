import { z } from 'zod';

import {
  DELIVERY_STATUSES,
  integerSchema,
  webhookEndpointIdSchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
  webhookResendSchema,
} from '@backoffice/shared';

import { dataResponse, responseOf, updated, updatedResponse } from '../../contract';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  sendTestEvent,
  updateEndpoint,
} from '../../services/webhooks/endpoints';
import { adminProcedure, router } from '../../trpc';

const TAG = 'channels';

const endpointRow = z.object({
  uuid: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  created_at: z.string(),
  failing_since: z.string().nullable().describe('First failure since the last success'),
  disabled_at: z.string().nullable().describe('Set when three days of failures disabled the endpoint'),
});

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
    }),
  ),
});

/** Outbound webhooks (administrators): endpoints, their deliveries, resend and a test event. */
export const webhooksRouter = router({
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/create',
        tags: [TAG],
        summary: 'Register a webhook endpoint; its signing secret is answered once',
      },
    })
    .input(webhookEndpointInputSchema)
    .output(responseOf(z.object({ uuid: z.string(), secret: z.string() })))
    .mutation(async ({ ctx, input }) => ({ response: await createEndpoint(ctx, input) })),

  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/webhooks/get-list',
        tags: [TAG],
        summary: 'Webhook endpoints',
      },
    })
    .input(z.object({}))
    .output(dataResponse(z.array(endpointRow)))
    .query(async ({ ctx }) => ({ data: await listEndpoints(ctx) })),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/update',
        tags: [TAG],
        summary: 'Change a webhook endpoint',
      },
    })
    .input(webhookEndpointUpdateSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input: { uuid, ...endpoint } }) => {
      await updateEndpoint(ctx, uuid, endpoint);
      return updated;
    }),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/delete',
        tags: [TAG],
        summary: 'Delete a webhook endpoint with its deliveries',
      },
    })
    .input(webhookEndpointIdSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await deleteEndpoint(ctx, input.uuid);
      return updated;
    }),

  deliveries: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/webhooks/get-deliveries',
        tags: [TAG],
        summary: "An endpoint's deliveries, newest first, with every attempt",
      },
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
    })
    .input(webhookResendSchema)
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await resendDelivery(ctx, input.delivery_uuid);
      return updated;
    }),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/admin/webhooks/send-test',
        tags: [TAG],
        summary: 'Send a webhook.test event to one endpoint',
      },
    })
    .input(webhookEndpointIdSchema)
    .output(responseOf(z.object({ delivery_uuid: z.string(), event_id: z.string() })))
    .mutation(async ({ ctx, input }) => ({ response: await sendTestEvent(ctx, input.uuid) })),
});
