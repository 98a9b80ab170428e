import { adminProcedure } from '../../../trpc';
import { answerSliderSort, sliderSortInput, sliderSortOutput } from './slider-sort';

export const changeOfferSortProcedure = adminProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/admin/change-offer-sort',
      tags: ['slider'],
      summary: "Change an offer's sorting number in the slider",
    },
    errors: ['NOT_FOUND'],
  })
  .input(sliderSortInput)
  .output(sliderSortOutput)
  .mutation(({ ctx, input }) => answerSliderSort(ctx, 'offer', input));
