import { z } from 'zod';

import { sliderSortSchema, uuidSchema } from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { type Context } from '../../../context';
import { changeSliderSort } from '../../../services/cms/change-slider-sort';

export const sliderSortInput = z.object({ uuid: uuidSchema, slider_sort: sliderSortSchema });
export const sliderSortOutput = updatedResponse;

/** The slide's and the offer's sort calls: one answer for both. */
export async function answerSliderSort(
  ctx: Context,
  target: 'slide' | 'offer',
  input: z.output<typeof sliderSortInput>,
) {
  await changeSliderSort(ctx, target, { uuid: input.uuid, sliderSort: input.slider_sort });
  return updated;
}
