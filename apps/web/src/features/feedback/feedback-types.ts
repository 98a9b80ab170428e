import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Feedback = inferRouterOutputs<AppRouter>['feedback'];

/** Row types as the router answers them. */
export type ContactMessageRow = Feedback['contact']['getMessages']['data'][number];
export type PartnerRequestRow = Feedback['becomeAPartner']['getMessages']['data'][number];
