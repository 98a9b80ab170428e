import { dataResponse } from '../../../contract';
import { notFound } from '../../../errors';
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
  })
  .input(feedbackUuidInput)
  .output(dataResponse(contactMessageRowSchema))
  .query(async ({ ctx, input }) => {
    await ctx.prisma.contactMessage.updateMany({
      where: { id: input.uuid, readAt: null },
      data: { readAt: new Date() },
    });
    const row = await ctx.prisma.contactMessage.findUnique({ where: { id: input.uuid } });
    if (!row) throw notFound('Message');
    return { data: toContactMessageRow(row) };
  });
