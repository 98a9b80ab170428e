import { resourcesByRouter } from '../../resources/all';
import { router } from '../../trpc';
import { changeOfferSortProcedure } from './slider/change-offer-sort';
import { changeSliderSortProcedure } from './slider/change-slider-sort';
import { getSliderDisplay } from './slider/get-slider-display';

/** Content management (spec 001): the resources of packages/api/src/resources/cms and the slider's display settings. */
export const cmsRouter = router({
  ...resourcesByRouter.cms,
  sliderDisplay: router({
    list: getSliderDisplay,
    changeSlideSort: changeSliderSortProcedure,
    changeOfferSort: changeOfferSortProcedure,
  }),
});
