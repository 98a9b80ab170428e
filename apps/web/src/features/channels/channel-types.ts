import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Channels = inferRouterOutputs<AppRouter>['channels'];

export type ApiKeyRow = Channels['apiKeys']['list']['data'][number];
export type EndpointRow = Channels['webhooks']['list']['data'][number];
export type DeliveryRow = Channels['webhooks']['deliveries']['data'][number];
export type EmailRow = Channels['emails']['list']['data'][number];
