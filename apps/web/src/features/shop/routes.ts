import {
  RadioTowerIcon,
  PuzzleIcon,
  SlidersHorizontalIcon,
  SmartphoneIcon,
  TicketPercentIcon,
} from 'lucide-react';

import { type AppRoute, resourceRoutes, screenRoute } from '../../app/routes/route-types';
import {
  DISCOUNT_CODE_PATHS,
  OFFER_CATEGORY_PATHS,
  OFFER_DETAIL_PATHS,
  OFFER_PATHS,
  OPTION_PATHS,
  OTHER_SETTINGS_PATH,
} from './paths';

/** The e-shop catalogue (spec 002, 2.1 to 2.5): offers and extras for administrators, the rest for every user. */
export const offerRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: OFFER_PATHS,
    page: async () => (await import('./offers')).offersPage,
    access: 'admin',
    titleIds: { list: 'route.offers', create: 'shop.route.offerCreate', edit: 'shop.route.offerEdit' },
    nav: { group: 'shop', icon: SmartphoneIcon },
    home: { descriptionId: 'home.card.offers' },
  }),
  ...resourceRoutes({
    paths: OFFER_CATEGORY_PATHS,
    page: async () => (await import('./offer-categories')).offerCategoriesPage,
    access: 'admin',
    titleIds: { list: 'shop.route.categories' },
    parent: OFFER_PATHS.list,
  }),
];

export const optionRoutes = resourceRoutes({
  paths: OPTION_PATHS,
  page: async () => (await import('./options')).optionsPage,
  access: 'admin',
  titleIds: { list: 'route.options', create: 'shop.route.optionCreate', edit: 'shop.route.optionEdit' },
  nav: { group: 'shop', icon: PuzzleIcon },
  home: { descriptionId: 'home.card.options' },
});

/** Discount codes: the resource's list, with form pages of their own (the action block is a field array). */
export const discountCodeRoutes = resourceRoutes({
  paths: DISCOUNT_CODE_PATHS,
  page: async () => (await import('./discount-codes')).discountCodesPage,
  formScreens: {
    Create: () => import('./discount-code-form').then((module) => module.DiscountCodeCreatePage),
    Edit: () => import('./discount-code-form').then((module) => module.DiscountCodeEditPage),
  },
  access: 'staff',
  titleIds: {
    list: 'route.discountCodes',
    create: 'shop.route.discountCreate',
    edit: 'shop.route.discountEdit',
  },
  nav: { group: 'shop', icon: TicketPercentIcon },
  // In the sidebar for everyone, but its home card is for administrators (spec 000, section 6).
  home: { descriptionId: 'home.card.discountCodes', access: 'admin' },
});

export const otherSettingsRoute = screenRoute({
  path: OTHER_SETTINGS_PATH,
  screen: () => import('./other-settings-page').then((module) => module.OtherSettingsPage),
  access: 'staff',
  titleId: 'route.otherSettings',
  nav: { group: 'shop', icon: SlidersHorizontalIcon },
  home: { descriptionId: 'home.card.otherSettings' },
});

export const offerDetailRoutes = resourceRoutes({
  paths: OFFER_DETAIL_PATHS,
  page: async () => (await import('./offer-details')).offerDetailsPage,
  access: 'admin',
  titleIds: { list: 'route.offerDetails', edit: 'shop.route.offerDetailEdit' },
  nav: { group: 'settings', icon: RadioTowerIcon },
  home: { descriptionId: 'home.card.offerDetails' },
});
