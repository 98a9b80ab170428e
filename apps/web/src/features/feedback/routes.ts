import { InboxIcon } from 'lucide-react';

import { type AppRoute, screenRoute } from '../../app/routes/route-types';
import { FEEDBACK_PATHS } from './paths';

/** Feedback from the public site's forms (spec 001): the two lists and one message each. */
export const feedbackRoutes: AppRoute[] = [
  screenRoute({
    path: FEEDBACK_PATHS.contacts,
    screen: () => import('./feedback-lists').then((module) => module.ContactsPage),
    access: 'admin',
    titleId: 'route.feedback',
    nav: { group: 'content', icon: InboxIcon },
    home: { descriptionId: 'home.card.feedback' },
  }),
  screenRoute({
    path: FEEDBACK_PATHS.partners,
    screen: () => import('./feedback-lists').then((module) => module.PartnersPage),
    access: 'admin',
    titleId: 'route.feedbackPartners',
    parent: FEEDBACK_PATHS.contacts,
  }),
  screenRoute({
    path: FEEDBACK_PATHS.contactView,
    screen: () => import('./feedback-views').then((module) => module.ContactViewPage),
    access: 'admin',
    titleId: 'route.feedbackContact',
    parent: FEEDBACK_PATHS.contacts,
  }),
  screenRoute({
    path: FEEDBACK_PATHS.partnerView,
    screen: () => import('./feedback-views').then((module) => module.PartnerViewPage),
    access: 'admin',
    titleId: 'route.feedbackPartner',
    parent: FEEDBACK_PATHS.partners,
  }),
];
