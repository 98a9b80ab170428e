import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { adminProcedure } from '../../../trpc';
import { changeReadInput } from '../shapes';

/** Our extension: marks a become-a-partner request read (1) or unread again (0). */
export const changeRead = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/feedback/become-a-partner/change-read',
      tags: ['feedback'],
      summary: 'Mark a become-a-partner request read or unread (extension)',
    },
  })
  .input(changeReadInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) =>
    ctx.prisma.$transaction(async (tx) => {
      const { count } = await tx.partnerRequest.updateMany({
        where: { id: input.uuid },
        data: { readAt: input.read ? new Date() : null },
      });
      if (count === 0) throw notFound('Request');
      await recordAudit(tx, ctx, {
        action: 'feedback.partner.read',
        entityType: 'PartnerRequest',
        entityId: input.uuid,
        changes: { read: input.read },
      });
      return updated;
    }),
  );
