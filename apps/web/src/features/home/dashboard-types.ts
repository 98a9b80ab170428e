import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

export type DashboardOverview = inferRouterOutputs<AppRouter>['dashboard']['overview'];

/** 'YYYY-MM-DD' as 'DD.MM.YYYY', the spec's date format. */
export const displayDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
/** 'YYYY-MM-DD' as 'DD.MM', for chart axes. */
export const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;
