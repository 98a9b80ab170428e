import {
  BracesIcon,
  ChartColumnIcon,
  FileCodeIcon,
  FileTextIcon,
  FolderOpenIcon,
  GalleryHorizontalIcon,
  HouseIcon,
  InboxIcon,
  MailIcon,
  MessageCircleQuestionMarkIcon,
  MessagesSquareIcon,
  NewspaperIcon,
  PuzzleIcon,
  RadioTowerIcon,
  ShoppingCartIcon,
  SlidersHorizontalIcon,
  SmartphoneIcon,
  StoreIcon,
  TicketPercentIcon,
  TruckIcon,
  UsersIcon,
} from 'lucide-react';

import { type AppRoute, screen } from './route-types';

/** Screens of modules that are not built yet. Swap in the real screen when it exists. */
const ComingSoon = screen(
  () => import('../shell/coming-soon-page'),
  (module) => module.ComingSoonPage,
);

const HomePage = screen(
  () => import('../../features/home/home-page'),
  (module) => module.HomePage,
);
const ProfilePage = screen(
  () => import('../../features/profile/profile-page'),
  (module) => module.ProfilePage,
);

const UsersPage = screen(
  () => import('../../features/admin/users-page'),
  (module) => module.UsersPage,
);
const EditUserPage = screen(
  () => import('../../features/admin/edit-user-page'),
  (module) => module.EditUserPage,
);
const CompaniesPage = screen(
  () => import('../../features/admin/companies/companies-page'),
  (module) => module.CompaniesPage,
);
const EditCompanyPage = screen(
  () => import('../../features/admin/companies/edit-company-page'),
  (module) => module.EditCompanyPage,
);
const CompanyListPage = screen(
  () => import('../../features/company/company-list-page'),
  (module) => module.CompanyListPage,
);
const CompanyCreatePage = screen(
  () => import('../../features/company/company-create-page'),
  (module) => module.CompanyCreatePage,
);
const CompanyDashboardPage = screen(
  () => import('../../features/company/company-dashboard-page'),
  (module) => module.CompanyDashboardPage,
);
const CompanyEditPage = screen(
  () => import('../../features/company/company-edit-page'),
  (module) => module.CompanyEditPage,
);
const CompanyEmployeesPage = screen(
  () => import('../../features/company/company-employees-page'),
  (module) => module.CompanyEmployeesPage,
);

const FeedbackContactsPage = screen(
  () => import('../../features/feedback/feedback-lists'),
  (module) => module.ContactsPage,
);
const FeedbackPartnersPage = screen(
  () => import('../../features/feedback/feedback-lists'),
  (module) => module.PartnersPage,
);
const FeedbackContactViewPage = screen(
  () => import('../../features/feedback/feedback-views'),
  (module) => module.ContactViewPage,
);
const FeedbackPartnerViewPage = screen(
  () => import('../../features/feedback/feedback-views'),
  (module) => module.PartnerViewPage,
);

/**
 * The screens of the signed-in app, declared once: the router, the sidebar, the home cards, the
 * breadcrumbs and the page titles all read this table.
 */
export const appRoutes: readonly AppRoute[] = [
  // Home and own profile
  {
    path: '/',
    component: HomePage,
    access: 'staff',
    titleId: 'route.home',
    nav: { group: 'main', icon: HouseIcon },
  },
  { path: '/profile/edit', component: ProfilePage, access: 'staff', titleId: 'route.profile' },

  // Content management (spec 001), administrators only
  {
    path: '/faq',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.faq',
    nav: { group: 'content', icon: MessageCircleQuestionMarkIcon },
    home: { descriptionId: 'home.card.faq' },
  },
  {
    path: '/cms/files',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.supportFiles',
    nav: { group: 'content', icon: FolderOpenIcon },
    home: { descriptionId: 'home.card.supportFiles' },
  },
  {
    path: '/admin/blog',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.blog',
    nav: { group: 'content', icon: NewspaperIcon },
    home: { descriptionId: 'home.card.blog' },
  },
  {
    path: '/slider/slides',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.slider',
    nav: { group: 'content', icon: GalleryHorizontalIcon },
    home: { descriptionId: 'home.card.slider' },
  },
  {
    path: '/cms/source-files',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.sourceFiles',
    nav: { group: 'content', icon: FileCodeIcon },
    home: { descriptionId: 'home.card.sourceFiles' },
  },
  {
    path: '/cms/feedback/contacts',
    component: FeedbackContactsPage,
    access: 'admin',
    titleId: 'route.feedback',
    nav: { group: 'content', icon: InboxIcon },
    home: { descriptionId: 'home.card.feedback' },
  },
  {
    path: '/cms/feedback/partners',
    component: FeedbackPartnersPage,
    access: 'admin',
    titleId: 'route.feedbackPartners',
    parent: '/cms/feedback/contacts',
  },
  {
    path: '/cms/feedback/contact/view/:feedback_uuid',
    component: FeedbackContactViewPage,
    access: 'admin',
    titleId: 'route.feedbackContact',
    parent: '/cms/feedback/contacts',
  },
  {
    path: '/cms/feedback/partner/view/:feedback_uuid',
    component: FeedbackPartnerViewPage,
    access: 'admin',
    titleId: 'route.feedbackPartner',
    parent: '/cms/feedback/partners',
  },
  {
    path: '/cms/variables/list',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.variables',
    nav: { group: 'content', icon: BracesIcon },
    home: { descriptionId: 'home.card.variables' },
  },
  {
    path: '/cms/stores/list',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.stores',
    nav: { group: 'content', icon: StoreIcon },
    home: { descriptionId: 'home.card.stores' },
  },
  {
    path: '/cms/static-pages/list',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.staticPages',
    nav: { group: 'content', icon: FileTextIcon },
    home: { descriptionId: 'home.card.staticPages' },
  },

  // E-shop management (spec 002): offers and extras for administrators, the rest for every user
  {
    path: '/shop/offers',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.offers',
    nav: { group: 'shop', icon: SmartphoneIcon },
    home: { descriptionId: 'home.card.offers' },
  },
  {
    path: '/shop/options',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.options',
    nav: { group: 'shop', icon: PuzzleIcon },
    home: { descriptionId: 'home.card.options' },
  },
  {
    path: '/shop/discount-codes',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.discountCodes',
    nav: { group: 'shop', icon: TicketPercentIcon },
    // In the sidebar for everyone, but its home card is for administrators (spec 000, section 6).
    home: { descriptionId: 'home.card.discountCodes', access: 'admin' },
  },
  {
    path: '/page-specific-faq',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.pageSpecificFaq',
    nav: { group: 'shop', icon: MessagesSquareIcon },
    home: { descriptionId: 'home.card.pageSpecificFaq' },
  },
  {
    path: '/shop/orders',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.orders',
    nav: { group: 'shop', icon: ShoppingCartIcon, badge: 'newOrders' },
    home: { descriptionId: 'home.card.orders' },
  },
  {
    path: '/shop/other-settings',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.otherSettings',
    nav: { group: 'shop', icon: SlidersHorizontalIcon },
    home: { descriptionId: 'home.card.otherSettings' },
  },
  {
    path: '/reports/generate',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.reports',
    nav: { group: 'shop', icon: ChartColumnIcon },
    home: { descriptionId: 'home.card.reports' },
  },
  {
    path: '/admin/delivery-parse',
    component: ComingSoon,
    access: 'staff',
    titleId: 'route.deliveryParse',
    nav: { group: 'shop', icon: TruckIcon },
    home: { descriptionId: 'home.card.deliveryParse' },
  },

  // Settings, administrators only
  {
    path: '/admin/users',
    component: UsersPage,
    access: 'admin',
    titleId: 'route.users',
    nav: { group: 'settings', icon: UsersIcon },
    home: { descriptionId: 'home.card.users' },
  },
  {
    path: '/settings/email-notifications',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.emailNotifications',
    nav: { group: 'settings', icon: MailIcon },
    home: { descriptionId: 'home.card.emailNotifications' },
  },
  {
    path: '/admin/offer-details/list',
    component: ComingSoon,
    access: 'admin',
    titleId: 'route.offerDetails',
    nav: { group: 'settings', icon: RadioTowerIcon },
    home: { descriptionId: 'home.card.offerDetails' },
  },

  // User and company administration (spec 000): reached from the users screen
  {
    path: '/admin/edit-user/:uuid',
    component: EditUserPage,
    access: 'admin',
    titleId: 'route.editUser',
    parent: '/admin/users',
  },
  // The spec names /admin/users as the companies list's breadcrumb parent.
  {
    path: '/admin/companies',
    component: CompaniesPage,
    access: 'admin',
    titleId: 'route.adminCompanies',
    parent: '/admin/users',
  },
  {
    path: '/admin/edit-company/:uuid',
    component: EditCompanyPage,
    access: 'admin',
    titleId: 'route.editCompany',
    parent: '/admin/companies',
  },

  // Company and employee module (spec 000)
  { path: '/company/list', component: CompanyListPage, access: 'staff', titleId: 'route.companyList' },
  {
    path: '/company/create',
    component: CompanyCreatePage,
    access: 'staff',
    titleId: 'route.companyCreate',
    parent: '/company/list',
  },
  {
    path: '/company/dashboard/:company_uuid',
    component: CompanyDashboardPage,
    access: 'staff',
    titleId: 'route.companyDashboard',
    parent: '/company/list',
  },
  {
    path: '/company/edit/:company_uuid',
    component: CompanyEditPage,
    access: 'staff',
    titleId: 'route.companyEdit',
    parent: '/company/list',
  },
  {
    path: '/company/employee/list/:company_uuid',
    component: CompanyEmployeesPage,
    access: 'staff',
    titleId: 'route.companyEmployees',
    parent: '/company/edit/:company_uuid',
  },
];
