import { updated, updatedResponse } from '../../../contract';
import { markFeedbackRead } from '../../../services/feedback/mark-read';
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
    errors: ['NOT_FOUND'],
  })
  .input(changeReadInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await markFeedbackRead(ctx, 'partner', input);
    return updated;
  });
