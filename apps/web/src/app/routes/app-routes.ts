import {
  BracesIcon,
  Building2Icon,
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

import { ORDER_VIEW_ROUTE, ORDERS_PATH } from '../../features/orders/paths';
import { type AppRoute, screen } from './route-types';

const OfferListPage = screen(
  () => import('../../features/shop/offers'),
  (module) => module.OfferScreens.List,
);
const OfferCreatePage = screen(
  () => import('../../features/shop/offers'),
  (module) => module.OfferScreens.Create,
);
const OfferEditPage = screen(
  () => import('../../features/shop/offers'),
  (module) => module.OfferScreens.Edit,
);
const OtherSettingsPage = screen(
  () => import('../../features/shop/other-settings-page'),
  (module) => module.OtherSettingsPage,
);
const OfferCategoryListPage = screen(
  () => import('../../features/shop/offer-categories'),
  (module) => module.OfferCategoryScreens.List,
);
const OptionListPage = screen(
  () => import('../../features/shop/options'),
  (module) => module.OptionScreens.List,
);
const OptionCreatePage = screen(
  () => import('../../features/shop/options'),
  (module) => module.OptionScreens.Create,
);
const OptionEditPage = screen(
  () => import('../../features/shop/options'),
  (module) => module.OptionScreens.Edit,
);
const DiscountCodeListPage = screen(
  () => import('../../features/shop/discount-codes'),
  (module) => module.DiscountCodeScreens.List,
);
const DiscountCodeCreatePage = screen(
  () => import('../../features/shop/discount-code-form'),
  (module) => module.DiscountCodeCreatePage,
);
const DiscountCodeEditPage = screen(
  () => import('../../features/shop/discount-code-form'),
  (module) => module.DiscountCodeEditPage,
);
const OfferDetailListPage = screen(
  () => import('../../features/shop/offer-details'),
  (module) => module.OfferDetailScreens.List,
);
const OfferDetailEditPage = screen(
  () => import('../../features/shop/offer-details'),
  (module) => module.OfferDetailScreens.Edit,
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

// Content management (spec 001): the resource screens of src/features/cms.
const FaqListPage = screen(
  () => import('../../features/cms/faq'),
  (module) => module.FaqScreens.List,
);
const FaqCreatePage = screen(
  () => import('../../features/cms/faq'),
  (module) => module.FaqScreens.Create,
);
const FaqEditPage = screen(
  () => import('../../features/cms/faq'),
  (module) => module.FaqScreens.Edit,
);
const FaqCategoryListPage = screen(
  () => import('../../features/cms/faq'),
  (module) => module.FaqCategoryScreens.List,
);
const PageFaqListPage = screen(
  () => import('../../features/cms/page-faq'),
  (module) => module.PageFaqScreens.List,
);
const PageFaqCreatePage = screen(
  () => import('../../features/cms/page-faq'),
  (module) => module.PageFaqScreens.Create,
);
const PageFaqEditPage = screen(
  () => import('../../features/cms/page-faq'),
  (module) => module.PageFaqScreens.Edit,
);
const PageFaqUrlListPage = screen(
  () => import('../../features/cms/page-faq'),
  (module) => module.PageFaqUrlScreens.List,
);
const SupportFileListPage = screen(
  () => import('../../features/cms/files'),
  (module) => module.SupportFileScreens.List,
);
const SupportFileCreatePage = screen(
  () => import('../../features/cms/files'),
  (module) => module.SupportFileScreens.Create,
);
const SupportFileEditPage = screen(
  () => import('../../features/cms/files'),
  (module) => module.SupportFileScreens.Edit,
);
const FileCategoryListPage = screen(
  () => import('../../features/cms/files'),
  (module) => module.FileCategoryScreens.List,
);
const BlogListPage = screen(
  () => import('../../features/cms/blog'),
  (module) => module.BlogScreens.List,
);
const BlogCreatePage = screen(
  () => import('../../features/cms/blog'),
  (module) => module.BlogScreens.Create,
);
const BlogEditPage = screen(
  () => import('../../features/cms/blog'),
  (module) => module.BlogScreens.Edit,
);
const SlideListPage = screen(
  () => import('../../features/cms/slider'),
  (module) => module.SlideScreens.List,
);
const SlideCreatePage = screen(
  () => import('../../features/cms/slider'),
  (module) => module.SlideScreens.Create,
);
const SlideEditPage = screen(
  () => import('../../features/cms/slider'),
  (module) => module.SlideScreens.Edit,
);
const VariableListPage = screen(
  () => import('../../features/cms/variables'),
  (module) => module.VariableScreens.List,
);
const SourceFileListPage = screen(
  () => import('../../features/cms/source-files'),
  (module) => module.SourceFileScreens.List,
);
const StaticPageListPage = screen(
  () => import('../../features/cms/static-pages'),
  (module) => module.StaticPageScreens.List,
);
const StaticPageCreatePage = screen(
  () => import('../../features/cms/static-pages'),
  (module) => module.StaticPageScreens.Create,
);
const StaticPageEditPage = screen(
  () => import('../../features/cms/static-pages'),
  (module) => module.StaticPageScreens.Edit,
);
const EmailNotificationListPage = screen(
  () => import('../../features/cms/email-notifications'),
  (module) => module.EmailNotificationScreens.List,
);
const EmailNotificationCreatePage = screen(
  () => import('../../features/cms/email-notifications'),
  (module) => module.EmailNotificationScreens.Create,
);
const EmailNotificationEditPage = screen(
  () => import('../../features/cms/email-notifications'),
  (module) => module.EmailNotificationScreens.Edit,
);
const StoreListPage = screen(
  () => import('../../features/stores/stores'),
  (module) => module.StoreScreens.List,
);
const StoreCreatePage = screen(
  () => import('../../features/stores/stores'),
  (module) => module.StoreScreens.Create,
);
const StoreEditPage = screen(
  () => import('../../features/stores/stores'),
  (module) => module.StoreScreens.Edit,
);
const StoreImportPage = screen(
  () => import('../../features/stores/store-import-page'),
  (module) => module.StoreImportPage,
);
const ReportsPage = screen(
  () => import('../../features/reports/reports-page'),
  (module) => module.ReportsPage,
);
const DeliveryParsePage = screen(
  () => import('../../features/delivery/delivery-parse-page'),
  (module) => module.DeliveryParsePage,
);
const OrdersPage = screen(
  () => import('../../features/orders/orders-page'),
  (module) => module.OrdersPage,
);
const OrderViewPage = screen(
  () => import('../../features/orders/order-view-page'),
  (module) => module.OrderViewPage,
);
const SliderDisplayPage = screen(
  () => import('../../features/cms/slider-display-page'),
  (module) => module.SliderDisplayPage,
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
    component: FaqListPage,
    access: 'admin',
    titleId: 'route.faq',
    nav: { group: 'content', icon: MessageCircleQuestionMarkIcon },
    home: { descriptionId: 'home.card.faq' },
  },
  {
    path: '/cms/files',
    component: SupportFileListPage,
    access: 'admin',
    titleId: 'route.supportFiles',
    nav: { group: 'content', icon: FolderOpenIcon },
    home: { descriptionId: 'home.card.supportFiles' },
  },
  {
    path: '/admin/blog',
    component: BlogListPage,
    access: 'admin',
    titleId: 'route.blog',
    nav: { group: 'content', icon: NewspaperIcon },
    home: { descriptionId: 'home.card.blog' },
  },
  {
    path: '/slider/slides',
    component: SlideListPage,
    access: 'admin',
    titleId: 'route.slider',
    nav: { group: 'content', icon: GalleryHorizontalIcon },
    home: { descriptionId: 'home.card.slider' },
  },
  {
    path: '/cms/source-files',
    component: SourceFileListPage,
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
    component: VariableListPage,
    access: 'admin',
    titleId: 'route.variables',
    nav: { group: 'content', icon: BracesIcon },
    home: { descriptionId: 'home.card.variables' },
  },
  {
    path: '/cms/stores/list',
    component: StoreListPage,
    access: 'admin',
    titleId: 'route.stores',
    nav: { group: 'content', icon: StoreIcon },
    home: { descriptionId: 'home.card.stores' },
  },
  {
    path: '/cms/stores/create',
    component: StoreCreatePage,
    access: 'admin',
    titleId: 'route.storeCreate',
    parent: '/cms/stores/list',
  },
  {
    path: '/cms/stores/edit/:uuid',
    component: StoreEditPage,
    access: 'admin',
    titleId: 'route.storeEdit',
    parent: '/cms/stores/list',
  },
  {
    path: '/cms/stores/import',
    component: StoreImportPage,
    access: 'admin',
    titleId: 'route.storeImport',
    parent: '/cms/stores/list',
  },
  {
    path: '/cms/static-pages/list',
    component: StaticPageListPage,
    access: 'admin',
    titleId: 'route.staticPages',
    nav: { group: 'content', icon: FileTextIcon },
    home: { descriptionId: 'home.card.staticPages' },
  },

  // E-shop management (spec 002): offers and extras for administrators, the rest for every user
  {
    path: '/shop/offers',
    component: OfferListPage,
    access: 'admin',
    titleId: 'route.offers',
    nav: { group: 'shop', icon: SmartphoneIcon },
    home: { descriptionId: 'home.card.offers' },
  },
  {
    path: '/shop/options',
    component: OptionListPage,
    access: 'admin',
    titleId: 'route.options',
    nav: { group: 'shop', icon: PuzzleIcon },
    home: { descriptionId: 'home.card.options' },
  },
  {
    path: '/shop/discount-codes',
    component: DiscountCodeListPage,
    access: 'staff',
    titleId: 'route.discountCodes',
    nav: { group: 'shop', icon: TicketPercentIcon },
    // In the sidebar for everyone, but its home card is for administrators (spec 000, section 6).
    home: { descriptionId: 'home.card.discountCodes', access: 'admin' },
  },
  {
    path: '/page-specific-faq',
    component: PageFaqListPage,
    access: 'staff',
    titleId: 'route.pageSpecificFaq',
    nav: { group: 'shop', icon: MessagesSquareIcon },
    home: { descriptionId: 'home.card.pageSpecificFaq' },
  },
  {
    path: ORDERS_PATH,
    component: OrdersPage,
    access: 'staff',
    titleId: 'route.orders',
    nav: { group: 'shop', icon: ShoppingCartIcon, badge: 'newOrders' },
    home: { descriptionId: 'home.card.orders' },
  },
  {
    path: '/shop/other-settings',
    component: OtherSettingsPage,
    access: 'staff',
    titleId: 'route.otherSettings',
    nav: { group: 'shop', icon: SlidersHorizontalIcon },
    home: { descriptionId: 'home.card.otherSettings' },
  },
  {
    path: '/reports/generate',
    component: ReportsPage,
    access: 'staff',
    titleId: 'route.reports',
    nav: { group: 'shop', icon: ChartColumnIcon },
    home: { descriptionId: 'home.card.reports' },
  },
  {
    path: '/admin/delivery-parse',
    component: DeliveryParsePage,
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
    component: EmailNotificationListPage,
    access: 'admin',
    titleId: 'route.emailNotifications',
    nav: { group: 'settings', icon: MailIcon },
    home: { descriptionId: 'home.card.emailNotifications' },
  },
  {
    path: '/admin/offer-details/list',
    component: OfferDetailListPage,
    access: 'admin',
    titleId: 'route.offerDetails',
    nav: { group: 'settings', icon: RadioTowerIcon },
    home: { descriptionId: 'home.card.offerDetails' },
  },

  // E-shop catalogue screens reached from the lists above (spec 002, 2.1 to 2.4)
  {
    path: '/shop/offers/create',
    component: OfferCreatePage,
    access: 'admin',
    titleId: 'shop.route.offerCreate',
    parent: '/shop/offers',
  },
  {
    path: '/shop/offers/edit/:uuid',
    component: OfferEditPage,
    access: 'admin',
    titleId: 'shop.route.offerEdit',
    parent: '/shop/offers',
  },
  {
    path: '/shop/offers/categories',
    component: OfferCategoryListPage,
    access: 'admin',
    titleId: 'shop.route.categories',
    parent: '/shop/offers',
  },
  {
    path: '/shop/options/create',
    component: OptionCreatePage,
    access: 'admin',
    titleId: 'shop.route.optionCreate',
    parent: '/shop/options',
  },
  {
    path: '/shop/options/edit/:uuid',
    component: OptionEditPage,
    access: 'admin',
    titleId: 'shop.route.optionEdit',
    parent: '/shop/options',
  },
  {
    path: '/shop/discount-codes/create',
    component: DiscountCodeCreatePage,
    access: 'staff',
    titleId: 'shop.route.discountCreate',
    parent: '/shop/discount-codes',
  },
  {
    path: '/shop/discount-codes/edit/:uuid',
    component: DiscountCodeEditPage,
    access: 'staff',
    titleId: 'shop.route.discountEdit',
    parent: '/shop/discount-codes',
  },
  {
    path: ORDER_VIEW_ROUTE,
    component: OrderViewPage,
    access: 'staff',
    titleId: 'route.orderView',
    parent: ORDERS_PATH,
  },
  {
    path: '/admin/offer-details/edit/:uuid',
    component: OfferDetailEditPage,
    access: 'admin',
    titleId: 'shop.route.offerDetailEdit',
    parent: '/admin/offer-details/list',
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
  {
    path: '/company/list',
    component: CompanyListPage,
    access: 'staff',
    titleId: 'route.companyList',
    nav: { group: 'main', icon: Building2Icon },
    home: { descriptionId: 'home.card.companyModule' },
  },
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
  // Content management sub-screens (spec 001)
  {
    path: '/faq/create',
    component: FaqCreatePage,
    access: 'admin',
    titleId: 'cms.route.faqCreate',
    parent: '/faq',
  },
  {
    path: '/faq/edit/:uuid',
    component: FaqEditPage,
    access: 'admin',
    titleId: 'cms.route.faqEdit',
    parent: '/faq',
  },
  {
    path: '/faq/categories',
    component: FaqCategoryListPage,
    access: 'admin',
    titleId: 'cms.route.faqCategories',
    parent: '/faq',
  },
  {
    path: '/page-specific-faq/create',
    component: PageFaqCreatePage,
    access: 'staff',
    titleId: 'cms.route.pageFaqCreate',
    parent: '/page-specific-faq',
  },
  {
    path: '/page-specific-faq/edit/:uuid',
    component: PageFaqEditPage,
    access: 'staff',
    titleId: 'cms.route.pageFaqEdit',
    parent: '/page-specific-faq',
  },
  {
    path: '/page-specific-faq/urls',
    component: PageFaqUrlListPage,
    access: 'staff',
    titleId: 'cms.route.pageFaqUrls',
    parent: '/page-specific-faq',
  },
  {
    path: '/cms/files/create',
    component: SupportFileCreatePage,
    access: 'admin',
    titleId: 'cms.route.fileCreate',
    parent: '/cms/files',
  },
  {
    path: '/cms/files/edit/:uuid',
    component: SupportFileEditPage,
    access: 'admin',
    titleId: 'cms.route.fileEdit',
    parent: '/cms/files',
  },
  {
    path: '/cms/files/categories',
    component: FileCategoryListPage,
    access: 'admin',
    titleId: 'cms.route.fileCategories',
    parent: '/cms/files',
  },
  {
    path: '/admin/blog/create',
    component: BlogCreatePage,
    access: 'admin',
    titleId: 'cms.route.blogCreate',
    parent: '/admin/blog',
  },
  {
    path: '/admin/blog/edit/:uuid',
    component: BlogEditPage,
    access: 'admin',
    titleId: 'cms.route.blogEdit',
    parent: '/admin/blog',
  },
  {
    path: '/slider/create',
    component: SlideCreatePage,
    access: 'admin',
    titleId: 'cms.route.slideCreate',
    parent: '/slider/slides',
  },
  {
    path: '/slider/edit/:uuid',
    component: SlideEditPage,
    access: 'admin',
    titleId: 'cms.route.slideEdit',
    parent: '/slider/slides',
  },
  {
    path: '/slider/display-settings',
    component: SliderDisplayPage,
    access: 'admin',
    titleId: 'cms.route.sliderDisplay',
    parent: '/slider/slides',
  },
  {
    path: '/cms/static-pages/create',
    component: StaticPageCreatePage,
    access: 'admin',
    titleId: 'cms.route.staticPageCreate',
    parent: '/cms/static-pages/list',
  },
  {
    path: '/cms/static-pages/edit/:uuid',
    component: StaticPageEditPage,
    access: 'admin',
    titleId: 'cms.route.staticPageEdit',
    parent: '/cms/static-pages/list',
  },
  {
    path: '/settings/email-notifications/create',
    component: EmailNotificationCreatePage,
    access: 'admin',
    titleId: 'cms.route.emailCreate',
    parent: '/settings/email-notifications',
  },
  {
    path: '/settings/email-notifications/edit/:uuid',
    component: EmailNotificationEditPage,
    access: 'admin',
    titleId: 'cms.route.emailEdit',
    parent: '/settings/email-notifications',
  },
];
