import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { notFound } from '../../../errors';
import { adminProcedure } from '../../../trpc';
import { changeReadInput } from '../shapes';

/** Our extension: marks a contact-us message read (1) or unread again (0). */
export const changeRead = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/feedback/contact/change-read',
      tags: ['feedback'],
      summary: 'Mark a contact-us message read or unread (extension)',
    },
  })
  .input(changeReadInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) =>
    ctx.prisma.$transaction(async (tx) => {
      const { count } = await tx.contactMessage.updateMany({
        where: { id: input.uuid },
        data: { readAt: input.read ? new Date() : null },
      });
      if (count === 0) throw notFound('Message');
      await recordAudit(tx, ctx, {
        action: 'feedback.contact.read',
        entityType: 'ContactMessage',
        entityId: input.uuid,
        changes: { read: input.read },
      });
      return updated;
    }),
  );
