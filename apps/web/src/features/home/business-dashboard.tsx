import { useQuery } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { formatEuro } from '@backoffice/shared';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton, useNearViewport } from '@backoffice/ui';

import { useTRPC } from '../../lib/trpc';
import { figureLinks } from './dashboard-links';
import { type DashboardOverview, displayDay } from './dashboard-types';

// recharts is large: the charts load in their own chunk, after the figures are on screen, and only
// once they come near the viewport (below the fold on a phone).
const DashboardCharts = lazy(() => import('./dashboard-charts'));

function Figure({
  testId,
  title,
  value,
  hint,
  href,
  linkLabel,
}: {
  testId: string;
  title: ReactNode;
  value: string;
  hint: ReactNode;
  href: string;
  linkLabel: string;
}) {
  return (
    <Card
      className="relative gap-2 py-4 transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent/50"
      data-testid={testId}
    >
      <CardHeader className="px-4">
        <CardTitle as="h3" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        {/* The whole card opens the filtered order list; the link's name says which orders. */}
        <Link
          href={href}
          className="text-2xl font-semibold tabular-nums outline-none after:absolute after:inset-0"
        >
          {value}
          <span className="sr-only"> · {linkLabel}</span>
        </Link>
        <p className="text-xs text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

/**
 * The dashboard while it loads, built like what replaces it (the same cards, spacing and text line
 * heights), so the figures, the charts and the section cards below do not move when they arrive.
 */
function FigureSkeleton() {
  return (
    <Card className="gap-2 py-4">
      <CardHeader className="px-4">
        <Skeleton className="h-3.5 w-28" />
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-full" />
      </CardContent>
    </Card>
  );
}

/** One chart card while the charts load: title, the 15rem chart, its summary, legend and table toggle. */
function ChartCardSkeleton() {
  return (
    <Card className="gap-3 py-4">
      <CardHeader className="px-4">
        <Skeleton className="h-4 w-40" />
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        <div className="grid gap-2">
          <Skeleton className="h-60 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-5 w-24" />
      </CardContent>
    </Card>
  );
}

function ChartsSkeleton() {
  return (
    <div className="grid gap-4 xl:grid-cols-2" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <ChartCardSkeleton key={index} />
      ))}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <FigureSkeleton key={index} />
        ))}
      </div>
      <ChartsSkeleton />
    </>
  );
}

function ChartsLoading() {
  return (
    <>
      <p className="sr-only" role="status">
        <FormattedMessage id="dashboard.chartsLoading" />
      </p>
      <ChartsSkeleton />
    </>
  );
}

/** The charts, drawn when their place is near the viewport; their skeleton (same size) until then. */
function ChartsWhenNear({ data }: { data: DashboardOverview }) {
  const [placeRef, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={placeRef}>
      {near ? (
        <Suspense fallback={<ChartsLoading />}>
          <DashboardCharts data={data} />
        </Suspense>
      ) : (
        <ChartsLoading />
      )}
    </div>
  );
}

/** The business figures above the home page's section cards (issue 11 §5). */
export function BusinessDashboard() {
  const intl = useIntl();
  const trpc = useTRPC();
  const overview = useQuery(trpc.dashboard.overview.queryOptions());
  const data = overview.data;
  const open = (what: string) => intl.formatMessage({ id: 'dashboard.openOrders' }, { what });

  return (
    <section aria-labelledby="home-dashboard" aria-busy={overview.isPending} className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="home-dashboard" className="text-lg font-semibold">
          <FormattedMessage id="dashboard.title" />
        </h2>
        {data ? (
          <p className="text-sm text-muted-foreground">
            <FormattedMessage
              id="dashboard.range"
              values={{
                from: displayDay(data.range.startDate.slice(0, 10)),
                to: displayDay(data.range.endDate.slice(0, 10)),
              }}
            />
          </p>
        ) : null}
      </div>
      {overview.isPending ? (
        <>
          <p className="sr-only" role="status">
            <FormattedMessage id="dashboard.loading" />
          </p>
          <DashboardSkeleton />
        </>
      ) : overview.isError || !data ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <FormattedMessage id="dashboard.failed" />
          <Button type="button" variant="outline" size="sm" onClick={() => void overview.refetch()}>
            <FormattedMessage id="dashboard.retry" />
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Figure
              testId="figure-new-orders"
              title={<FormattedMessage id="dashboard.newOrders" />}
              value={intl.formatNumber(data.newOrders.count)}
              hint={
                data.newOrders.oldest ? (
                  <FormattedMessage
                    id="dashboard.newOrders.oldest"
                    values={{ date: displayDay(data.newOrders.oldest.slice(0, 10)) }}
                  />
                ) : (
                  <FormattedMessage id="dashboard.newOrders.none" />
                )
              }
              href={figureLinks.newOrders(data.newOrders.oldest, data.range)}
              linkLabel={open(intl.formatMessage({ id: 'dashboard.newOrders' }))}
            />
            <Figure
              testId="figure-revenue"
              title={<FormattedMessage id="dashboard.revenue" />}
              value={formatEuro(data.revenue.revenue)}
              hint={
                <>
                  <FormattedMessage id="dashboard.revenue.hint" values={{ count: data.revenue.paidOrders }} />
                  {' · '}
                  <FormattedMessage id="dashboard.net" values={{ amount: formatEuro(data.revenue.net) }} />
                </>
              }
              href={figureLinks.revenue(data.range)}
              linkLabel={open(intl.formatMessage({ id: 'dashboard.revenue' }))}
            />
            <Figure
              testId="figure-refunds"
              title={<FormattedMessage id="dashboard.refunds" />}
              value={formatEuro(data.revenue.refunds)}
              hint={
                <FormattedMessage
                  id="dashboard.refunds.hint"
                  values={{ count: data.revenue.refundedOrders }}
                />
              }
              href={figureLinks.refunds(data.range)}
              linkLabel={open(intl.formatMessage({ id: 'dashboard.refunds' }))}
            />
            <Figure
              testId="figure-billing"
              title={<FormattedMessage id="dashboard.billing" />}
              value={intl.formatNumber(data.billingProblems.products)}
              hint={<FormattedMessage id="dashboard.billing.hint" values={data.billingProblems} />}
              href={figureLinks.billingProblems(data.range)}
              linkLabel={open(intl.formatMessage({ id: 'dashboard.billing' }))}
            />
          </div>
          <ChartsWhenNear data={data} />
        </>
      )}
    </section>
  );
}
