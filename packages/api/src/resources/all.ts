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

/**
 * Every declared resource, under the router that serves it (`cms.faq` is `trpc.cms.faq`): registering
 * a resource is its line here. Each domain router spreads its entry (adding calls of its own to a
 * resource where it has them), and the audit history takes its entity types from `allResources`; a
 * test checks that the app router serves each entry where it is listed.
 */
export const resourcesByRouter = {
  cms: {
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
  },
  shop: { offers, offerCategories, offerDetails, options, discountCodes },
  stores: { stores },
  channels: { apiKeys, webhooks: webhookEndpoints },
} as const;

export const allResources: readonly object[] = Object.values(resourcesByRouter).flatMap((domain) =>
  Object.values<object>(domain),
);
