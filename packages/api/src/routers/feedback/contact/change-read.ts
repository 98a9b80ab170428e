import { updated, updatedResponse } from '../../../contract';
import { markFeedbackRead } from '../../../services/feedback/mark-read';
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
    errors: ['NOT_FOUND'],
  })
  .input(changeReadInput)
  .output(updatedResponse)
  .mutation(async ({ ctx, input }) => {
    await markFeedbackRead(ctx, 'contact', input);
    return updated;
  });
