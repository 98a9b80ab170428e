import { z } from 'zod';

import { router, staffProcedure } from '../../trpc';
import {
  billingProblems,
  newOrders,
  ordersPerDay,
  revenueAndRefunds,
  simFunnel,
} from '../../services/dashboard/figures';
import { dashboardWindow } from '../../services/dashboard/window';

const count = z.number().int().nonnegative();
const amount = z.string().regex(/^-?\d+\.\d{2}$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const dashboardOverviewOutput = z.object({
  /** The window every figure but `newOrders` covers, as the order list's startDate and endDate. */
  range: z.object({ startDate: z.string(), endDate: z.string(), days: z.array(day) }),
  ordersPerDay: z.array(z.object({ day, total: count, byStatus: z.record(z.string(), count) })),
  revenue: z.object({
    revenue: amount,
    refunds: amount,
    net: amount,
    paidOrders: count,
    refundedOrders: count,
    byDay: z.array(z.object({ day, revenue: amount, refunds: amount })),
  }),
  simFunnel: z.object({ pending: count, activated: count, failedKyc: count, cancelled: count }),
  newOrders: z.object({ count, oldest: z.string().nullable() }),
  billingProblems: z.object({ products: count, orders: count, withError: count, notSent: count }),
});
export type DashboardOverview = z.infer<typeof dashboardOverviewOutput>;

/**
 * The home page's business figures, for every role that may see orders (every active staff role,
 * spec 000 section 6). tRPC only: the back office's own screen, not part of the REST contract.
 */
export const dashboardRouter = router({
  overview: staffProcedure
    .input(z.void())
    .output(dashboardOverviewOutput)
    .query(async ({ ctx }) => {
      const window = dashboardWindow();
      // One round trip for the page; the queries are independent, each one aggregate.
      const [perDay, revenue, funnel, waiting, billing] = await Promise.all([
        ordersPerDay(ctx.reads, window),
        revenueAndRefunds(ctx.reads, window),
        simFunnel(ctx.reads, window),
        newOrders(ctx.reads),
        billingProblems(ctx.reads, window),
      ]);
      return {
        range: { startDate: window.startDate, endDate: window.endDate, days: window.days },
        ordersPerDay: perDay,
        revenue,
        simFunnel: funnel,
        newOrders: waiting,
        billingProblems: billing,
      };
    }),
});
