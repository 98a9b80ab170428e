import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Shop = inferRouterOutputs<AppRouter>['shop'];

/** Row types of the shop resources, as the router answers them. */

export type DiscountCodeRow = Shop['discountCodes']['list']['data'][number];
export type OfferRow = Shop['offers']['list']['data'][number];
