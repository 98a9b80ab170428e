import {
  BracesIcon,
  FileCodeIcon,
  FileTextIcon,
  FolderOpenIcon,
  GalleryHorizontalIcon,
  MailIcon,
  MessageCircleQuestionMarkIcon,
  MessagesSquareIcon,
  NewspaperIcon,
} from 'lucide-react';

import { type AppRoute, resourceRoutes, screenRoute } from '../../app/routes/route-types';
import {
  BLOG_PATHS,
  EMAIL_NOTIFICATION_PATHS,
  FAQ_CATEGORY_PATHS,
  FAQ_PATHS,
  FILE_CATEGORY_PATHS,
  PAGE_FAQ_PATHS,
  PAGE_FAQ_URL_PATHS,
  SLIDE_PATHS,
  SLIDER_DISPLAY_PATH,
  SOURCE_FILE_PATHS,
  STATIC_PAGE_PATHS,
  SUPPORT_FILE_PATHS,
  VARIABLE_PATHS,
} from './paths';

/** The content screens (spec 001), administrators only but the page-specific FAQ. */
export const faqRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: FAQ_PATHS,
    page: async () => (await import('./faq')).faqPage,
    access: 'admin',
    titleIds: { list: 'route.faq', create: 'cms.route.faqCreate', edit: 'cms.route.faqEdit' },
    nav: { group: 'content', icon: MessageCircleQuestionMarkIcon },
    home: { descriptionId: 'home.card.faq' },
  }),
  ...resourceRoutes({
    paths: FAQ_CATEGORY_PATHS,
    page: async () => (await import('./faq')).faqCategoriesPage,
    access: 'admin',
    titleIds: { list: 'cms.route.faqCategories' },
    parent: FAQ_PATHS.list,
  }),
];

export const supportFileRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: SUPPORT_FILE_PATHS,
    page: async () => (await import('./files')).supportFilesPage,
    access: 'admin',
    titleIds: { list: 'route.supportFiles', create: 'cms.route.fileCreate', edit: 'cms.route.fileEdit' },
    nav: { group: 'content', icon: FolderOpenIcon },
    home: { descriptionId: 'home.card.supportFiles' },
  }),
  ...resourceRoutes({
    paths: FILE_CATEGORY_PATHS,
    page: async () => (await import('./files')).fileCategoriesPage,
    access: 'admin',
    titleIds: { list: 'cms.route.fileCategories' },
    parent: SUPPORT_FILE_PATHS.list,
  }),
];

export const blogRoutes = resourceRoutes({
  paths: BLOG_PATHS,
  page: async () => (await import('./blog')).blogPage,
  access: 'admin',
  titleIds: { list: 'route.blog', create: 'cms.route.blogCreate', edit: 'cms.route.blogEdit' },
  nav: { group: 'content', icon: NewspaperIcon },
  home: { descriptionId: 'home.card.blog' },
});

export const sliderRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: SLIDE_PATHS,
    page: async () => (await import('./slider')).slidesPage,
    access: 'admin',
    titleIds: { list: 'route.slider', create: 'cms.route.slideCreate', edit: 'cms.route.slideEdit' },
    nav: { group: 'content', icon: GalleryHorizontalIcon },
    home: { descriptionId: 'home.card.slider' },
  }),
  screenRoute({
    path: SLIDER_DISPLAY_PATH,
    screen: () => import('./slider-display-page').then((module) => module.SliderDisplayPage),
    access: 'admin',
    titleId: 'cms.route.sliderDisplay',
    parent: SLIDE_PATHS.list,
  }),
];

export const sourceFileRoutes = resourceRoutes({
  paths: SOURCE_FILE_PATHS,
  page: async () => (await import('./source-files')).sourceFilesPage,
  access: 'admin',
  titleIds: { list: 'route.sourceFiles' },
  nav: { group: 'content', icon: FileCodeIcon },
  home: { descriptionId: 'home.card.sourceFiles' },
});

export const variableRoutes = resourceRoutes({
  paths: VARIABLE_PATHS,
  page: async () => (await import('./variables')).variablesPage,
  access: 'admin',
  titleIds: { list: 'route.variables' },
  nav: { group: 'content', icon: BracesIcon },
  home: { descriptionId: 'home.card.variables' },
});

export const staticPageRoutes = resourceRoutes({
  paths: STATIC_PAGE_PATHS,
  page: async () => (await import('./static-pages')).staticPagesPage,
  access: 'admin',
  titleIds: {
    list: 'route.staticPages',
    create: 'cms.route.staticPageCreate',
    edit: 'cms.route.staticPageEdit',
  },
  nav: { group: 'content', icon: FileTextIcon },
  home: { descriptionId: 'home.card.staticPages' },
});

/** The page-specific FAQ sits with the e-shop: every staff role edits it. */
export const pageFaqRoutes: AppRoute[] = [
  ...resourceRoutes({
    paths: PAGE_FAQ_PATHS,
    page: async () => (await import('./page-faq')).pageFaqPage,
    access: 'staff',
    titleIds: {
      list: 'route.pageSpecificFaq',
      create: 'cms.route.pageFaqCreate',
      edit: 'cms.route.pageFaqEdit',
    },
    nav: { group: 'shop', icon: MessagesSquareIcon },
    home: { descriptionId: 'home.card.pageSpecificFaq' },
  }),
  ...resourceRoutes({
    paths: PAGE_FAQ_URL_PATHS,
    page: async () => (await import('./page-faq')).pageFaqUrlsPage,
    access: 'staff',
    titleIds: { list: 'cms.route.pageFaqUrls' },
    parent: PAGE_FAQ_PATHS.list,
  }),
];

export const emailNotificationRoutes = resourceRoutes({
  paths: EMAIL_NOTIFICATION_PATHS,
  page: async () => (await import('./email-notifications')).emailNotificationsPage,
  access: 'admin',
  titleIds: {
    list: 'route.emailNotifications',
    create: 'cms.route.emailCreate',
    edit: 'cms.route.emailEdit',
  },
  nav: { group: 'settings', icon: MailIcon },
  home: { descriptionId: 'home.card.emailNotifications' },
});
