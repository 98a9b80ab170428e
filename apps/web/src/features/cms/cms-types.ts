import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Cms = inferRouterOutputs<AppRouter>['cms'];

/** Row types of the content resources, as the router answers them. */
export type SliderDisplayRow = Cms['sliderDisplay']['list']['data'][number];
export type FaqRow = Cms['faq']['list']['data'][number];
export type PageFaqRow = Cms['pageFaq']['list']['data'][number];
