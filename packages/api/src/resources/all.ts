import { apiKeys } from './channels/api-keys';
import { webhookEndpoints } from './channels/webhook-endpoints';
import { blog } from './cms/blog';
import { emailNotifications } from './cms/email-notifications';
import { faq } from './cms/faq';
import { faqCategories } from './cms/faq-categories';
import { fileCategories } from './cms/file-categories';
import { pageFaq } from './cms/page-faq';
import { pageFaqUrls } from './cms/page-faq-urls';
import { slides } from './cms/slides';
import { sourceFiles } from './cms/source-files';
import { staticPages } from './cms/static-pages';
import { supportFiles } from './cms/support-files';
import { variables } from './cms/variables';
import { discountCodes } from './shop/discount-codes';
import { offerCategories } from './shop/offer-categories';
import { offerDetails } from './shop/offer-details';
import { offers } from './shop/offers';
import { options } from './shop/options';
import { stores } from './stores/stores';

/** Every resource definition, for what derives from all of them (the entity types of the audit history). */
export const allResources = [
  blog,
  slides,
  faq,
  faqCategories,
  pageFaq,
  pageFaqUrls,
  supportFiles,
  fileCategories,
  variables,
  sourceFiles,
  staticPages,
  emailNotifications,
  stores,
  offers,
  offerCategories,
  offerDetails,
  options,
  discountCodes,
  webhookEndpoints,
  apiKeys,
];
