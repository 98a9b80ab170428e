import { dataResponse } from '../../../contract';
import { notFound } from '../../../errors';
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
  })
  .input(feedbackUuidInput)
  .output(dataResponse(partnerRequestRowSchema))
  .query(async ({ ctx, input }) => {
    await ctx.prisma.partnerRequest.updateMany({
      where: { id: input.uuid, readAt: null },
      data: { readAt: new Date() },
    });
    const row = await ctx.prisma.partnerRequest.findUnique({ where: { id: input.uuid } });
    if (!row) throw notFound('Request');
    return { data: toPartnerRequestRow(row) };
  });
