import { z } from 'zod';

import { dataResponse } from '../../../contract';
import { adminProcedure } from '../../../trpc';

export const sliderDisplayRowSchema = z.object({
  uuid: z.string(),
  type: z.enum(['slide', 'offer']),
  name: z.string(),
  publish: z.union([z.literal(0), z.literal(1)]),
  slider_sort: z.number().int(),
});

/**
 * What the homepage slider shows: every slide and every offer marked for the slider, in one list
 * ordered by their shared sorting number (spec 001 "Slider", display settings).
 */
export const getSliderDisplay = adminProcedure
  .meta({
    openapi: {
      method: 'GET',
      path: '/api/admin/get-slider-display',
      tags: ['slider'],
      summary: 'Slides and slider offers with their sorting numbers',
    },
  })
  .input(z.void())
  .output(dataResponse(z.array(sliderDisplayRowSchema)))
  .query(async ({ ctx }) => {
    const [slides, offers] = await Promise.all([
      ctx.prisma.slide.findMany({ select: { id: true, title: true, publish: true, sliderSort: true } }),
      ctx.prisma.offer.findMany({
        where: { displaySlider: true },
        select: { id: true, name: true, publish: true, sliderSort: true },
      }),
    ]);
    const rows = [
      ...slides.map((slide) => ({
        uuid: slide.id,
        type: 'slide' as const,
        name: slide.title,
        publish: slide.publish,
        sort: slide.sliderSort,
      })),
      ...offers.map((offer) => ({
        uuid: offer.id,
        type: 'offer' as const,
        name: offer.name,
        publish: offer.publish,
        sort: offer.sliderSort,
      })),
    ].sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name));
    return {
      data: rows.map((row) => ({
        uuid: row.uuid,
        type: row.type,
        name: row.name,
        publish: row.publish ? (1 as const) : (0 as const),
        slider_sort: row.sort,
      })),
    };
  });
