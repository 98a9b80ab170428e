import { type Context } from '../../context';
import { notFound } from '../../errors';

/** One contact-us message; the first opening marks it read. */
export async function openContactMessage(ctx: Pick<Context, 'prisma'>, uuid: string) {
  await ctx.prisma.contactMessage.updateMany({
    where: { id: uuid, readAt: null },
    data: { readAt: new Date() },
  });
  const row = await ctx.prisma.contactMessage.findUnique({ where: { id: uuid } });
  if (!row) throw notFound('Message');
  return row;
}

/** One become-a-partner request; the first opening marks it read. */
export async function openPartnerRequest(ctx: Pick<Context, 'prisma'>, uuid: string) {
  await ctx.prisma.partnerRequest.updateMany({
    where: { id: uuid, readAt: null },
    data: { readAt: new Date() },
  });
  const row = await ctx.prisma.partnerRequest.findUnique({ where: { id: uuid } });
  if (!row) throw notFound('Request');
  return row;
}
