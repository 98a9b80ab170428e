import { blog } from '../../resources/cms/blog';
import { emailNotifications } from '../../resources/cms/email-notifications';
import { faq } from '../../resources/cms/faq';
import { faqCategories } from '../../resources/cms/faq-categories';
import { fileCategories } from '../../resources/cms/file-categories';
import { pageFaq } from '../../resources/cms/page-faq';
import { pageFaqUrls } from '../../resources/cms/page-faq-urls';
import { slides } from '../../resources/cms/slides';
import { sourceFiles } from '../../resources/cms/source-files';
import { staticPages } from '../../resources/cms/static-pages';
import { supportFiles } from '../../resources/cms/support-files';
import { variables } from '../../resources/cms/variables';
import { router } from '../../trpc';
import { changeOfferSortProcedure } from './slider/change-offer-sort';
import { changeSliderSortProcedure } from './slider/change-slider-sort';
import { getSliderDisplay } from './slider/get-slider-display';

/** Content management (spec 001): the resources of packages/api/src/resources/cms and the slider's display settings. */
export const cmsRouter = router({
  blog: router(blog),
  slides: router(slides),
  sliderDisplay: router({
    list: getSliderDisplay,
    changeSlideSort: changeSliderSortProcedure,
    changeOfferSort: changeOfferSortProcedure,
  }),
  faq: router(faq),
  faqCategories: router(faqCategories),
  pageFaq: router(pageFaq),
  pageFaqUrls: router(pageFaqUrls),
  supportFiles: router(supportFiles),
  fileCategories: router(fileCategories),
  variables: router(variables),
  sourceFiles: router(sourceFiles),
  staticPages: router(staticPages),
  emailNotifications: router(emailNotifications),
});
