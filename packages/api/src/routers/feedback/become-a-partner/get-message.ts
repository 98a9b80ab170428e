import { dataResponse } from '../../../contract';
import { openPartnerRequest } from '../../../services/feedback/open-message';
import { adminProcedure } from '../../../trpc';
import { partnerRequestRowSchema, feedbackUuidInput, toPartnerRequestRow } from '../shapes';

/** One become-a-partner request; the first opening marks it read. */
export const getMessage = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/feedback/become-a-partner/get-message',
      tags: ['feedback'],
      summary: 'Read one become-a-partner request (marks it read)',
    },
    errors: ['NOT_FOUND'],
  })
  .input(feedbackUuidInput)
  .output(dataResponse(partnerRequestRowSchema))
  .query(async ({ ctx, input }) => ({
    data: toPartnerRequestRow(await openPartnerRequest(ctx, input.uuid)),
  }));
