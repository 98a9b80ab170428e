import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { notFound } from '../../errors';

/** Marks a contact-us message or a become-a-partner request read, or unread again; 404 when there is none. */
export async function markFeedbackRead(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  form: 'contact' | 'partner',
  input: { uuid: string; read: boolean },
) {
  await ctx.prisma.$transaction(async (tx) => {
    const where = { id: input.uuid };
    const data = { readAt: input.read ? new Date() : null };
    const { count } =
      form === 'contact'
        ? await tx.contactMessage.updateMany({ where, data })
        : await tx.partnerRequest.updateMany({ where, data });
    if (count === 0) throw notFound(form === 'contact' ? 'Message' : 'Request');
    await recordAudit(tx, ctx, {
      action: `feedback.${form}.read`,
      entityType: form === 'contact' ? 'ContactMessage' : 'PartnerRequest',
      entityId: input.uuid,
      changes: { read: input.read },
    });
  });
}
