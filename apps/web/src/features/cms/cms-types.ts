import type { AppRouter } from '@backoffice/api';
import type { inferRouterOutputs } from '@trpc/server';

type Cms = inferRouterOutputs<AppRouter>['cms'];

/** Row types of the content resources, as the router answers them. */
export type BlogRow = Cms['blog']['list']['data'][number];
export type SlideRow = Cms['slides']['list']['data'][number];
export type SliderDisplayRow = Cms['sliderDisplay']['list']['data'][number];
export type FaqRow = Cms['faq']['list']['data'][number];
export type FaqCategoryRow = Cms['faqCategories']['list']['data'][number];
export type PageFaqRow = Cms['pageFaq']['list']['data'][number];
export type PageFaqUrlRow = Cms['pageFaqUrls']['list']['data'][number];
export type SupportFileRow = Cms['supportFiles']['list']['data'][number];
export type FileCategoryRow = Cms['fileCategories']['list']['data'][number];
export type VariableRow = Cms['variables']['list']['response'][number];
export type SourceFileRow = Cms['sourceFiles']['list']['data'][number];
export type StaticPageRow = Cms['staticPages']['list']['data'][number];
export type EmailNotificationRow = Cms['emailNotifications']['list']['data'][number];
