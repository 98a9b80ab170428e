import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Link } from 'wouter';

import { formatEuro, ORDER_STATUSES, type OrderStatus } from '@backoffice/shared';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@backoffice/ui';

import { dayRange, figureLinks } from './dashboard-links';
import { type DashboardOverview, displayDay, shortDay } from './dashboard-types';

/**
 * Each series has a colour AND a pattern, so the charts read without colour; every chart also has
 * a text summary (its accessible name) and the same numbers in a table with links.
 */
const STATUS_COLOURS: Record<OrderStatus, string> = {
  0: '#1d4ed8',
  1: '#c2410c',
  2: '#7e22ce',
  3: '#0f766e',
  4: '#a16207',
  5: '#b91c1c',
  6: '#4b5563',
  7: '#15803d',
};

type PatternShape = 'solid' | 'slash' | 'backslash' | 'dots' | 'horizontal' | 'cross' | 'vertical' | 'grid';
const STATUS_PATTERNS: Record<OrderStatus, PatternShape> = {
  0: 'solid',
  1: 'slash',
  2: 'backslash',
  3: 'dots',
  4: 'horizontal',
  5: 'cross',
  6: 'vertical',
  7: 'grid',
};

const FUNNEL_STAGES = [
  { key: 'pending', labelId: 'dashboard.funnel.pending', colour: '#c2410c', pattern: 'slash' },
  { key: 'activated', labelId: 'dashboard.funnel.activated', colour: '#15803d', pattern: 'solid' },
  { key: 'failedKyc', labelId: 'dashboard.funnel.failedKyc', colour: '#b91c1c', pattern: 'cross' },
  { key: 'cancelled', labelId: 'dashboard.funnel.cancelled', colour: '#4b5563', pattern: 'dots' },
] as const;

const MONEY_SERIES = [
  { key: 'revenue', labelId: 'dashboard.col.revenue', colour: '#0f766e', pattern: 'solid' },
  { key: 'refunds', labelId: 'dashboard.col.refunds', colour: '#b91c1c', pattern: 'slash' },
] as const;

const patternId = (name: string) => `dashboard-pattern-${name}`;
const fillOf = (name: string) => `url(#${patternId(name)})`;

function PatternMarks({ shape }: { shape: PatternShape }) {
  const mark = { stroke: '#ffffff', strokeWidth: 1.5 };
  switch (shape) {
    case 'solid':
      return null;
    case 'slash':
      return <path d="M-2,2 l4,-4 M0,8 l8,-8 M6,10 l4,-4" {...mark} />;
    case 'backslash':
      return <path d="M-2,6 l4,4 M0,0 l8,8 M6,-2 l4,4" {...mark} />;
    case 'dots':
      return <circle cx="4" cy="4" r="1.6" fill="#ffffff" />;
    case 'horizontal':
      return <path d="M0,4 h8" {...mark} />;
    case 'vertical':
      return <path d="M4,0 v8" {...mark} />;
    case 'cross':
      return <path d="M0,0 l8,8 M8,0 l-8,8" {...mark} />;
    case 'grid':
      return <path d="M0,4 h8 M4,0 v8" {...mark} />;
  }
}

/** A series' pattern: its name in url(#…), its colour and its marks. */
interface SeriesPattern {
  name: string;
  colour: string;
  pattern: PatternShape;
}

const keyedPatterns = (
  prefix: string,
  series: ReadonlyArray<{ key: string; colour: string; pattern: PatternShape }>,
): SeriesPattern[] =>
  series.map((entry) => ({ name: `${prefix}-${entry.key}`, colour: entry.colour, pattern: entry.pattern }));

const SERIES_PATTERNS: readonly SeriesPattern[] = [
  ...ORDER_STATUSES.map((status) => ({
    name: `status-${status}`,
    colour: STATUS_COLOURS[status],
    pattern: STATUS_PATTERNS[status],
  })),
  ...keyedPatterns('funnel', FUNNEL_STAGES),
  ...keyedPatterns('money', MONEY_SERIES),
];

/** The patterns, once per page; the charts and legends fill with url(#…). */
function Patterns() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      <defs>
        {SERIES_PATTERNS.map(({ name, colour, pattern }) => (
          <pattern key={name} id={patternId(name)} width="8" height="8" patternUnits="userSpaceOnUse">
            <rect width="8" height="8" fill={colour} />
            <PatternMarks shape={pattern} />
          </pattern>
        ))}
      </defs>
    </svg>
  );
}

function Swatch({ name }: { name: string }) {
  return (
    <svg width="14" height="14" aria-hidden="true" focusable="false" className="shrink-0 rounded-sm">
      <rect width="14" height="14" fill={fillOf(name)} />
    </svg>
  );
}

function Legend({ items }: { items: Array<{ name: string; label: string }> }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {items.map((item) => (
        <li key={item.name} className="flex items-center gap-1.5">
          <Swatch name={item.name} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A chart with its title, its summary as the accessible name, a legend and its data as a table. */
function ChartCard({
  id,
  title,
  summary,
  legend,
  chart,
  table,
  note,
}: {
  id: string;
  title: string;
  summary: string;
  legend?: ReactNode;
  chart: ReactNode;
  table: ReactNode;
  note?: ReactNode;
}) {
  return (
    <Card className="gap-3 py-4" data-testid={`chart-${id}`}>
      <CardHeader className="px-4">
        <CardTitle as="h3" id={`chart-${id}-title`}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-4">
        <figure aria-labelledby={`chart-${id}-title`} className="grid gap-2">
          {/* The summary names the chart; recharts' own SVG (itself role img) stays out of the tree. */}
          <div role="img" aria-label={summary} className="h-60 w-full">
            <div aria-hidden="true" className="size-full">
              {chart}
            </div>
          </div>
          <figcaption className="text-sm text-muted-foreground">{summary}</figcaption>
        </figure>
        {legend}
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
            <FormattedMessage id="dashboard.showTable" />
          </summary>
          <div className="mt-2 max-h-80 overflow-auto">{table}</div>
        </details>
      </CardContent>
    </Card>
  );
}

const AXIS_TICK = { fontSize: 11, fill: 'currentColor' };

/** One bar series of a per-day chart: its data key, its name in the tooltip and its pattern. */
interface DaySeries {
  key: string;
  name: string;
  pattern: string;
  /** Series with the same stack id pile up in one bar a day. */
  stackId?: string;
}

/** Bars a day (orders by status, revenue and refunds): the axes, grid and tooltip both charts share. */
function DayBarChart({
  rows,
  series,
  yAxisWidth,
  wholeNumbers = false,
  formatValue,
}: {
  rows: ReadonlyArray<Record<string, string | number>>;
  series: readonly DaySeries[];
  yAxisWidth: number;
  /** Counts: no fractions on the axis. */
  wholeNumbers?: boolean;
  /** The tooltip's form of a value (euros). */
  formatValue?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval="preserveStartEnd" />
        <YAxis allowDecimals={!wholeNumbers} tick={AXIS_TICK} width={yAxisWidth} />
        <Tooltip formatter={formatValue ? (value) => formatValue(Number(value)) : undefined} />
        {series.map((entry) => (
          <Bar
            key={entry.key}
            dataKey={entry.key}
            name={entry.name}
            stackId={entry.stackId}
            fill={fillOf(entry.pattern)}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** A number in a chart's table: a link to the orders behind it when it has any. */
interface Figure {
  key: string;
  value: ReactNode;
  href?: string;
  /** The link's whole name, where the number alone would not say what it counts. */
  label?: string;
  /** Words after the number for screen readers (the day or the stage the row is about). */
  hiddenSuffix?: string;
}

interface FigureRow {
  key: string;
  heading: ReactNode;
  figures: readonly Figure[];
}

/** A chart's numbers as a table: row headings (days, stages) and right-aligned figures that link. */
function FigureTable({
  heading,
  columns,
  rows,
}: {
  heading: ReactNode;
  columns: ReadonlyArray<{ key: string | number; label: ReactNode }>;
  rows: readonly FigureRow[];
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{heading}</TableHead>
          {columns.map((column) => (
            <TableHead key={column.key} scope="col" className="text-right">
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableHead scope="row" className="font-normal">
              {row.heading}
            </TableHead>
            {row.figures.map((figure) => (
              <TableCell key={figure.key} className="text-right tabular-nums">
                {figure.href ? (
                  <Link
                    href={figure.href}
                    className="underline-offset-4 hover:underline"
                    aria-label={figure.label}
                  >
                    {figure.value}
                    {figure.hiddenSuffix ? <span className="sr-only"> {figure.hiddenSuffix}</span> : null}
                  </Link>
                ) : (
                  figure.value
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export default function DashboardCharts({ data }: { data: DashboardOverview }) {
  const intl = useIntl();
  const statusLabel = (status: number) =>
    intl.formatMessage({ id: `dashboard.status.${status as OrderStatus}` });
  const range = data.range;

  const orderRows = data.ordersPerDay.map((entry) => ({
    label: shortDay(entry.day),
    ...Object.fromEntries(ORDER_STATUSES.map((status) => [`s${status}`, entry.byStatus[status] ?? 0])),
  }));
  const totalOrders = data.ordersPerDay.reduce((sum, entry) => sum + entry.total, 0);
  const busiest = data.ordersPerDay.reduce((best, entry) => (entry.total > best.total ? entry : best));
  const statusesShown = ORDER_STATUSES.filter((status) =>
    data.ordersPerDay.some((entry) => (entry.byStatus[status] ?? 0) > 0),
  );

  const moneyRows = data.revenue.byDay.map((entry) => ({
    label: shortDay(entry.day),
    revenue: Number(entry.revenue),
    refunds: Number(entry.refunds),
  }));
  const moneySeries = MONEY_SERIES.map((series) => ({
    key: series.key,
    name: intl.formatMessage({ id: series.labelId }),
    pattern: `money-${series.key}`,
  }));

  const funnelRows = FUNNEL_STAGES.map((stage) => ({
    key: stage.key,
    label: intl.formatMessage({ id: stage.labelId }),
    value: data.simFunnel[stage.key],
  }));

  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <Patterns />
      <ChartCard
        id="orders"
        title={intl.formatMessage({ id: 'dashboard.ordersPerDay' })}
        summary={intl.formatMessage(
          { id: 'dashboard.ordersPerDay.summary' },
          { total: totalOrders, day: displayDay(busiest.day), count: busiest.total },
        )}
        legend={
          <Legend
            items={statusesShown.map((status) => ({ name: `status-${status}`, label: statusLabel(status) }))}
          />
        }
        chart={
          <DayBarChart
            rows={orderRows}
            series={statusesShown.map((status) => ({
              key: `s${status}`,
              name: statusLabel(status),
              pattern: `status-${status}`,
              stackId: 'orders',
            }))}
            yAxisWidth={32}
            wholeNumbers
          />
        }
        table={
          <FigureTable
            heading={<FormattedMessage id="dashboard.col.day" />}
            columns={[
              ...statusesShown.map((status) => ({ key: status, label: statusLabel(status) })),
              { key: 'total', label: <FormattedMessage id="dashboard.col.total" /> },
            ]}
            rows={data.ordersPerDay
              .filter((entry) => entry.total > 0)
              .map((entry) => {
                const day = displayDay(entry.day);
                return {
                  key: entry.day,
                  heading: day,
                  figures: [
                    ...statusesShown.map((status) => {
                      const count = entry.byStatus[status] ?? 0;
                      return count > 0
                        ? {
                            key: String(status),
                            value: count,
                            href: figureLinks.orders(dayRange(entry.day), status),
                            label: `${count} ${statusLabel(status)} ${day}`,
                          }
                        : { key: String(status), value: 0 };
                    }),
                    {
                      key: 'total',
                      value: entry.total,
                      href: figureLinks.orders(dayRange(entry.day)),
                      hiddenSuffix: day,
                    },
                  ],
                };
              })}
          />
        }
      />
      <ChartCard
        id="revenue"
        title={intl.formatMessage({ id: 'dashboard.revenuePerDay' })}
        summary={intl.formatMessage(
          { id: 'dashboard.revenuePerDay.summary' },
          { revenue: formatEuro(data.revenue.revenue), refunds: formatEuro(data.revenue.refunds) },
        )}
        legend={
          <Legend items={moneySeries.map((series) => ({ name: series.pattern, label: series.name }))} />
        }
        chart={<DayBarChart rows={moneyRows} series={moneySeries} yAxisWidth={48} formatValue={formatEuro} />}
        table={
          <FigureTable
            heading={<FormattedMessage id="dashboard.col.day" />}
            columns={moneySeries.map((series) => ({ key: series.key, label: series.name }))}
            rows={data.revenue.byDay
              .filter((entry) => entry.revenue !== '0.00' || entry.refunds !== '0.00')
              .map((entry) => ({
                key: entry.day,
                heading: displayDay(entry.day),
                figures: MONEY_SERIES.map((series) => ({
                  key: series.key,
                  value: formatEuro(entry[series.key]),
                  href: figureLinks[series.key](dayRange(entry.day)),
                })),
              }))}
          />
        }
      />
      <ChartCard
        id="funnel"
        title={intl.formatMessage({ id: 'dashboard.funnel' })}
        summary={intl.formatMessage({ id: 'dashboard.funnel.summary' }, data.simFunnel)}
        note={<FormattedMessage id="dashboard.funnel.note" />}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={funnelRows} layout="vertical" accessibilityLayer={false} margin={{ right: 48 }}>
              <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
              <YAxis type="category" dataKey="label" tick={AXIS_TICK} width={110} />
              <Bar dataKey="value" isAnimationActive={false}>
                {funnelRows.map((row) => (
                  <Cell key={row.key} fill={fillOf(`funnel-${row.key}`)} />
                ))}
                {/* The count beside each bar: the stage reads from its label and number, not its colour. */}
                <LabelList dataKey="value" position="right" fill="currentColor" fontSize={12} />
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <FigureTable
            heading={<FormattedMessage id="dashboard.col.stage" />}
            columns={[{ key: 'sims', label: <FormattedMessage id="dashboard.col.sims" /> }]}
            rows={funnelRows.map((row) => ({
              key: row.key,
              heading: row.label,
              figures: [
                {
                  key: 'sims',
                  value: row.value,
                  href: figureLinks.sims(range, row.key),
                  hiddenSuffix: row.label,
                },
              ],
            }))}
          />
        }
      />
    </div>
  );
}
