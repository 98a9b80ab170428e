import { z } from 'zod';

import { emailSchema, FIELD_LIMITS, optionalText, requiredText } from '@backoffice/shared';

import { createdResponse, created } from '../../../contract';
import { publicProcedure } from '../../../trpc';
import { attachmentSchema, storeSubmission } from '../submission';

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
  })
  .input(sendContactMessageInput)
  .output(createdResponse)
  .mutation(async ({ ctx, input }) => {
    const id = await storeSubmission(ctx, 'contact', input.attachment, (tx, link, address) =>
      tx.contactMessage.create({
        data: {
          topic: input.topic,
          name: input.name,
          mail: input.mail,
          phone: input.phone,
          message: input.message,
          link,
          senderAddress: address,
        },
        select: { id: true },
      }),
    );
    return created(id);
  });
