/** The feedback screens' paths (Saleor's urls.ts). */
export const FEEDBACK_PATHS = {
  contacts: '/cms/feedback/contacts',
  partners: '/cms/feedback/partners',
  contactView: '/cms/feedback/contact/view/:feedback_uuid',
  partnerView: '/cms/feedback/partner/view/:feedback_uuid',
} as const;
export const CONTACTS_PATH = FEEDBACK_PATHS.contacts;
export const PARTNERS_PATH = FEEDBACK_PATHS.partners;
export const contactViewPath = (uuid: string) => FEEDBACK_PATHS.contactView.replace(':feedback_uuid', uuid);
export const partnerViewPath = (uuid: string) => FEEDBACK_PATHS.partnerView.replace(':feedback_uuid', uuid);
