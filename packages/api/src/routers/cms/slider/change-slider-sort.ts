import { adminProcedure } from '../../../trpc';
import { answerSliderSort, sliderSortInput, sliderSortOutput } from './slider-sort';

export const changeSliderSortProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-slider-sort',
      tags: ['slider'],
      summary: "Change a slide's sorting number in the slider",
    },
    errors: ['NOT_FOUND'],
  })
  .input(sliderSortInput)
  .output(sliderSortOutput)
  .mutation(({ ctx, input }) => answerSliderSort(ctx, 'slide', input));
