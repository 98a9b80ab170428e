import { dataResponse } from '../../../contract';
import { openContactMessage } from '../../../services/feedback/open-message';
import { adminProcedure } from '../../../trpc';
import { contactMessageRowSchema, feedbackUuidInput, toContactMessageRow } from '../shapes';

/** One contact-us message; the first opening marks it read. */
export const getMessage = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/feedback/contact/get-message',
      tags: ['feedback'],
      summary: 'Read one contact-us message (marks it read)',
    },
    errors: ['NOT_FOUND'],
  })
  .input(feedbackUuidInput)
  .output(dataResponse(contactMessageRowSchema))
  .query(async ({ ctx, input }) => ({
    data: toContactMessageRow(await openContactMessage(ctx, input.uuid)),
  }));
