import { z } from 'zod';

import { sliderSortSchema, uuidSchema } from '@backoffice/shared';

import { recordAudit } from '../../../audit';
import { updated, updatedResponse } from '../../../contract';
import { type Context } from '../../../context';
import { notFound } from '../../../errors';

export const sliderSortInput = z.object({ uuid: uuidSchema, slider_sort: sliderSortSchema });

/** Sets the sorting number of a slide or an offer in the slider, audited, 404 when the record is unknown. */
export async function changeSliderSort(
  ctx: Context,
  target: 'slide' | 'offer',
  input: z.output<typeof sliderSortInput>,
) {
  await ctx.prisma.$transaction(async (tx) => {
    const where = { id: input.uuid };
    const select = { sliderSort: true };
    const before =
      target === 'slide'
        ? await tx.slide.findUnique({ where, select })
        : await tx.offer.findUnique({ where, select });
    if (!before) throw notFound(target === 'slide' ? 'Slide' : 'Offer');
    const data = { sliderSort: input.slider_sort };
    if (target === 'slide') await tx.slide.update({ where, data });
    else await tx.offer.update({ where, data });
    await recordAudit(tx, ctx, {
      action: `cms.${target}.slider-sort`,
      entityType: target === 'slide' ? 'Slide' : 'Offer',
      entityId: input.uuid,
      changes: { sliderSort: { from: before.sliderSort, to: input.slider_sort } },
    });
  });
  return updated;
}

export const sliderSortOutput = updatedResponse;
