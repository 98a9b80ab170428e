import { discountCodeWire, offerCategoryWire, offerDetailWire, optionWire } from './catalogue';
import {
  blogWire,
  categoryWire,
  emailNotificationWire,
  faqUrlGroupWire,
  faqWire,
  pageFaqWire,
  slideWire,
  staticPageWire,
  supportFileWire,
  variableWire,
} from './content';
import { offerWire } from './offers';
import { type ResourceWire } from './resource-wire';
import { storeWire } from './stores';

/**
 * The wire contracts of the records that keep versions, by their audit entity type: what a screen
 * reached by the type alone (a record's versions page, the scheduled changes) knows of each. The
 * server checks that its versioned resources are exactly these.
 */
export const VERSIONED_WIRES = {
  Offer: offerWire,
  OfferDetail: offerDetailWire,
  OfferCategory: offerCategoryWire,
  Option: optionWire,
  DiscountCode: discountCodeWire,
  Slide: slideWire,
  BlogPost: blogWire,
  FaqQuestion: faqWire,
  PageFaqQuestion: pageFaqWire,
  StaticPage: staticPageWire,
  Variable: variableWire,
  EmailNotification: emailNotificationWire,
  // Every other record the public sees with a publish switch, so each can be scheduled.
  FaqCategory: categoryWire,
  FileCategory: categoryWire,
  PageFaqUrlGroup: faqUrlGroupWire,
  SupportFile: supportFileWire,
  Store: storeWire,
} as const satisfies Record<string, ResourceWire>;

export type VersionedEntityType = keyof typeof VERSIONED_WIRES;

export const isVersionedEntityType = (type: string): type is VersionedEntityType => type in VERSIONED_WIRES;
