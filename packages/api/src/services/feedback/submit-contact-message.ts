import { type z } from 'zod';

import { type Prisma } from '@backoffice/db';

import { type Context } from '../../context';
import { type attachmentSchema, storeSubmission } from './submission';

/**
 * The public site's contact form: stored within the per-address limit, its attachment checked by its
 * content and kept privately. Answers the new message's id.
 */
export function submitContactMessage(
  ctx: Context,
  data: Omit<Prisma.ContactMessageCreateInput, 'senderAddress' | 'link'>,
  attachment: z.infer<typeof attachmentSchema> | undefined,
): Promise<string> {
  return storeSubmission(ctx, 'contact', attachment, (tx, link, address) =>
    tx.contactMessage.create({ data: { ...data, link, senderAddress: address }, select: { id: true } }),
  );
}
