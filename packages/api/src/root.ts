import { accountRouter } from './routers/account';
import { auditRouter } from './routers/audit';
import { channelsRouter } from './routers/channels';
import { cmsRouter } from './routers/cms';
import { companyRouter } from './routers/company';
import { contentRouter } from './routers/content';
import { dashboardRouter } from './routers/dashboard';
import { feedbackRouter } from './routers/feedback';
import { integrationRouter } from './routers/integration';
import { ordersRouter } from './routers/orders';
import { personalDataRouter } from './routers/personal-data';
import { reportsRouter } from './routers/reports';
import { savedViewsRouter } from './routers/saved-views';
import { searchRouter } from './routers/search';
import { shopRouter } from './routers/shop';
import { storesRouter } from './routers/stores';
import { router } from './trpc';

/** One router per domain of the spec; each procedure is reachable over tRPC and at its REST path. */
export const appRouter = router({
  account: accountRouter,
  orders: ordersRouter,
  company: companyRouter,
  audit: auditRouter,
  shop: shopRouter,
  cms: cmsRouter,
  integration: integrationRouter,
  feedback: feedbackRouter,
  stores: storesRouter,
  reports: reportsRouter,
  search: searchRouter,
  dashboard: dashboardRouter,
  savedViews: savedViewsRouter,
  channels: channelsRouter,
  personalData: personalDataRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
