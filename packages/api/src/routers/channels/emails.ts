import { z } from 'zod';

import { EMAIL_KINDS, EMAIL_STATUSES, integerSchema, uuidSchema } from '@backoffice/shared';

import { dataResponse, updated, updatedResponse } from '../../contract';
import { listEmails, sendTemplateTest } from '../../services/email/log';
import { adminProcedure, router, staffProcedure } from '../../trpc';

const emailRow = z.object({
  uuid: z.string(),
  kind: z.enum(EMAIL_KINDS),
  to: z.string(),
  subject: z.string(),
  event_type: z.string().nullable(),
  order_id: z.number().int().nullable().describe('The order number'),
  order_uuid: z.string().nullable(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
  smtp_response: z.string().nullable().describe("The mail server's answer"),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

/** The emails the back office sends (administrators): the log, and a template's test. */
export const emailsRouter = router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/api/admin/emails/get-list',
        tags: ['channels'],
        summary: 'Sent and queued emails, newest first; optionally of one order',
      },
      errors: ['NOT_FOUND'],
    })
    .input(
      z.object({
        order_uuid: uuidSchema.optional(),
        limit: integerSchema({ min: 1, max: 500 }).default(200),
      }),
    )
    .output(dataResponse(z.array(emailRow)))
    .query(async ({ ctx, input }) => ({
      data: await listEmails(ctx, { orderUuid: input.order_uuid, limit: input.limit }),
    })),

  /** The emails of one order, for its timeline: every agent who may open the order sees them. */
  ofOrder: staffProcedure
    .input(z.object({ order_uuid: uuidSchema }))
    .output(dataResponse(z.array(emailRow)))
    .query(async ({ ctx, input }) => ({
      data: await listEmails(ctx, { orderUuid: input.order_uuid, limit: 100 }),
    })),

  sendTest: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/api/settings/send-test-email-notification',
        tags: ['email-notifications'],
        summary: 'Send a template, rendered, to the signed-in staff member',
      },
      errors: ['NOT_FOUND'],
    })
    .input(z.object({ uuid: uuidSchema }))
    .output(updatedResponse)
    .mutation(async ({ ctx, input }) => {
      await sendTemplateTest(ctx, input.uuid);
      return updated;
    }),
});
