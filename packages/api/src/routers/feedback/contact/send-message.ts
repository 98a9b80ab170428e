import { z } from 'zod';

import { emailSchema, FIELD_LIMITS, optionalText, requiredText } from '@backoffice/shared';

import { createdResponse, created } from '../../../contract';
import { submitContactMessage } from '../../../services/feedback/submit-contact-message';
import { publicProcedure } from '../../../trpc';
import { attachmentSchema } from '../../../services/feedback/submission';

export const sendContactMessageInput = z.object({
  topic: requiredText(FIELD_LIMITS.textMax),
  name: requiredText(FIELD_LIMITS.textMax),
  mail: emailSchema(FIELD_LIMITS.textMax),
  phone: optionalText(32),
  message: requiredText(FIELD_LIMITS.noteMax * 5),
  attachment: attachmentSchema.optional(),
});

/**
 * Our extension: the public site's contact form. Public, limited per address, the attachment checked
 * by its content and kept privately; answers the new message's id.
 */
export const sendMessage = publicProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/feedback/contact/send-message',
      tags: ['feedback'],
      summary: 'Submit a contact-us message from the public site (extension; limited per address)',
    },
    errors: ['TOO_MANY_REQUESTS'],
  })
  .input(sendContactMessageInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) => {
    const { attachment, ...message } = input;
    return created(await submitContactMessage(ctx, message, attachment));
  });
