import { buildPath } from '../../app/routing';

/** The feedback screens' paths (Saleor's urls.ts). */
export const FEEDBACK_PATHS = {
  contacts: '/cms/feedback/contacts',
  partners: '/cms/feedback/partners',
  contactView: '/cms/feedback/contact/view/:feedback_uuid',
  partnerView: '/cms/feedback/partner/view/:feedback_uuid',
} as const;
export const contactViewPath = (uuid: string) =>
  buildPath(FEEDBACK_PATHS.contactView, { feedback_uuid: uuid });
export const partnerViewPath = (uuid: string) =>
  buildPath(FEEDBACK_PATHS.partnerView, { feedback_uuid: uuid });
