import { z } from 'zod';

import { type Prisma } from '@backoffice/db';

import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { badRequest, tooManyRequests } from '../../errors';
import { UploadRejection } from '../../files/content-type';
import { storeUpload } from '../../files/store-upload';

/** Submissions one address may send per form inside the window before 429. */
export const FEEDBACK_SUBMISSIONS_PER_ADDRESS = 5;
export const FEEDBACK_WINDOW_MINUTES = 10;
/** Largest attachment, decoded (the JSON body limit, 1 MB by default, usually binds first). */
export const FEEDBACK_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Attachments are kept in a private folder: only staff download them (POST /api/file/get-files). */
export const FEEDBACK_DIRECTORY = 'feedback';

export const attachmentSchema = z
  .object({
    file_name: z.string().trim().min(1, 'fieldRequired').max(255, 'tooLong'),
    content_base64: z
      .string()
      .max(Math.ceil(FEEDBACK_ATTACHMENT_MAX_BYTES / 3) * 4 + 4, 'tooLong')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'invalidValue')
      .describe('the file bytes, base64'),
  })
  .describe(
    'optional file: a PDF, a PNG, JPEG or WebP image, or a CSV or plain-text file; checked by its content',
  );

type Form = 'contact' | 'partner';

const TABLE: Record<Form, 'contact_messages' | 'partner_requests'> = {
  contact: 'contact_messages',
  partner: 'partner_requests',
};

async function countRecent(db: Prisma.TransactionClient | Context['prisma'], form: Form, address: string) {
  const since = new Date(Date.now() - FEEDBACK_WINDOW_MINUTES * 60_000);
  const where = { senderAddress: address, createdAt: { gte: since } };
  return form === 'contact' ? db.contactMessage.count({ where }) : db.partnerRequest.count({ where });
}

const limited = () =>
  tooManyRequests(`Too many messages from this address; try again in ${FEEDBACK_WINDOW_MINUTES} minutes`);

/**
 * Stores one public-site submission: the per-address limit is checked before anything is written
 * and again inside the transaction under an advisory lock (so parallel requests cannot pass it
 * together); the attachment is checked by its content like every upload; the row, the file row and
 * the audit record commit together, and written bytes are removed again when anything fails.
 */
export async function storeSubmission(
  ctx: Context,
  form: Form,
  attachment: z.infer<typeof attachmentSchema> | undefined,
  create: (tx: Prisma.TransactionClient, link: string, address: string | null) => Promise<{ id: string }>,
) {
  const address = ctx.request.ip;
  if (address && (await countRecent(ctx.prisma, form, address)) >= FEEDBACK_SUBMISSIONS_PER_ADDRESS)
    throw limited();

  const inside = async (tx: Prisma.TransactionClient, link: string) => {
    if (address) {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`feedback:${TABLE[form]}:${address}`}))`;
      if ((await countRecent(tx, form, address)) >= FEEDBACK_SUBMISSIONS_PER_ADDRESS) throw limited();
    }
    const row = await create(tx, link, address);
    await recordAudit(tx, ctx, {
      action: `feedback.${form}.submit`,
      entityType: form === 'contact' ? 'ContactMessage' : 'PartnerRequest',
      entityId: row.id,
      changes: link ? { link } : {},
    });
    return row.id;
  };

  if (!attachment) return ctx.prisma.$transaction((tx) => inside(tx, ''));
  const bytes = Buffer.from(attachment.content_base64, 'base64');
  if (bytes.length > FEEDBACK_ATTACHMENT_MAX_BYTES)
    throw badRequest(`The attachment is larger than ${FEEDBACK_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB`);
  try {
    const { result } = await storeUpload(ctx, {
      bytes,
      fileName: attachment.file_name,
      directory: FEEDBACK_DIRECTORY,
      accepted: ['document'],
      alsoInside: (tx, file) => inside(tx, file.path),
    });
    return result;
  } catch (error) {
    if (error instanceof UploadRejection) throw badRequest(`attachment: ${error.message}`);
    throw error;
  }
}
