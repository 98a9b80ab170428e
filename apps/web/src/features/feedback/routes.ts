import { InboxIcon } from 'lucide-react';

import { type AppRoute, screen } from '../../app/routes/route-types';
import { FEEDBACK_PATHS } from './paths';

/** Feedback from the public site's forms (spec 001): the two lists and one message each. */
export const feedbackRoutes: AppRoute[] = [
  {
    path: FEEDBACK_PATHS.contacts,
    component: screen(
      () => import('./feedback-lists'),
      (module) => module.ContactsPage,
    ),
    access: 'admin',
    titleId: 'route.feedback',
    nav: { group: 'content', icon: InboxIcon },
    home: { descriptionId: 'home.card.feedback' },
  },
  {
    path: FEEDBACK_PATHS.partners,
    component: screen(
      () => import('./feedback-lists'),
      (module) => module.PartnersPage,
    ),
    access: 'admin',
    titleId: 'route.feedbackPartners',
    parent: FEEDBACK_PATHS.contacts,
  },
  {
    path: FEEDBACK_PATHS.contactView,
    component: screen(
      () => import('./feedback-views'),
      (module) => module.ContactViewPage,
    ),
    access: 'admin',
    titleId: 'route.feedbackContact',
    parent: FEEDBACK_PATHS.contacts,
  },
  {
    path: FEEDBACK_PATHS.partnerView,
    component: screen(
      () => import('./feedback-views'),
      (module) => module.PartnerViewPage,
    ),
    access: 'admin',
    titleId: 'route.feedbackPartner',
    parent: FEEDBACK_PATHS.partners,
  },
];
