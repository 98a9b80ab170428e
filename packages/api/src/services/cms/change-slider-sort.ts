import { recordAudit } from '../../audit';
import { type Context } from '../../context';
import { notFound } from '../../errors';

/** Sets the sorting number of a slide or an offer in the slider, audited, 404 when the record is unknown. */
export async function changeSliderSort(
  ctx: Pick<Context, 'prisma' | 'request' | 'caller'>,
  target: 'slide' | 'offer',
  input: { uuid: string; sliderSort: number },
) {
  await ctx.prisma.$transaction(async (tx) => {
    const where = { id: input.uuid };
    const select = { sliderSort: true };
    const before =
      target === 'slide'
        ? await tx.slide.findUnique({ where, select })
        : await tx.offer.findUnique({ where, select });
    if (!before) throw notFound(target === 'slide' ? 'Slide' : 'Offer');
    const data = { sliderSort: input.sliderSort };
    if (target === 'slide') await tx.slide.update({ where, data });
    else await tx.offer.update({ where, data });
    await recordAudit(tx, ctx, {
      action: `cms.${target}.slider-sort`,
      entityType: target === 'slide' ? 'Slide' : 'Offer',
      entityId: input.uuid,
      changes: { sliderSort: { from: before.sliderSort, to: input.sliderSort } },
    });
  });
}
