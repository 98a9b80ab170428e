import { type AppRouter } from '@backoffice/api';
import { Card, CardContent, EmptyState, Skeleton } from '@backoffice/ui';
import { useQuery } from '@tanstack/react-query';
import { type inferRouterOutputs } from '@trpc/server';
import { CalendarClockIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { LoadError, PageHeader } from '../../components/page';
import { formatMoment } from '../../components/versions/moment';
import { scheduleActionLabelId, useCancelSchedule } from '../../components/versions/schedule-panel';
import { contentHistoryHref } from '../../components/versions/urls';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';

type Schedule = inferRouterOutputs<AppRouter>['content']['listSchedules']['data'][number];

function ScheduleCard({ schedule, onCancel }: { schedule: Schedule; onCancel: () => void }) {
  const intl = useIntl();
  const when = formatMoment(intl, schedule.run_at);
  const kind = intl.formatMessage({ id: `kind.${schedule.entity_type}` as AppMessageId });
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b py-3 last:border-b-0">
      <div className="grid min-w-0 flex-1 gap-0.5">
        <Link
          href={contentHistoryHref(schedule.entity_type, schedule.entity_id)}
          className="font-medium break-words underline-offset-4 hover:underline"
        >
          {schedule.record_title || kind}
        </Link>
        <span className="text-sm text-muted-foreground">{kind}</span>
      </div>
      <div className="grid gap-0.5 text-sm">
        <span className="font-medium">
          {intl.formatMessage({ id: scheduleActionLabelId(schedule.action) })}
          {schedule.price ? ` · ${schedule.price} €` : ''}
        </span>
        <span className="text-muted-foreground">
          {when}
          {schedule.created_by_email ? ` · ${schedule.created_by_email}` : ''}
        </span>
      </div>
      <button
        type="button"
        className="text-sm font-medium text-destructive underline-offset-4 hover:underline"
        aria-label={intl.formatMessage({ id: 'schedules.cancelLabel' }, { date: when })}
        onClick={onCancel}
      >
        <FormattedMessage id="schedules.cancel" />
      </button>
    </li>
  );
}

/** Every pending scheduled change of the public content, soonest first, each with its record and Cancel. */
export function ContentSchedulesPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const schedules = useQuery(trpc.content.listSchedules.queryOptions({}));
  const cancel = useCancelSchedule();
  return (
    <>
      <PageHeader description={intl.formatMessage({ id: 'schedules.pageIntro' })} />
      <Card>
        <CardContent>
          {schedules.isPending ? (
            <Skeleton className="h-24 w-full" />
          ) : schedules.isError ? (
            <LoadError error={schedules.error} />
          ) : schedules.data.data.length === 0 ? (
            <EmptyState
              icon={<CalendarClockIcon aria-hidden="true" />}
              title={intl.formatMessage({ id: 'schedules.empty' })}
            />
          ) : (
            <ol aria-label={intl.formatMessage({ id: 'schedules.title' })}>
              {schedules.data.data.map((schedule) => (
                <ScheduleCard
                  key={schedule.uuid}
                  schedule={schedule}
                  onCancel={() => cancel.ask(schedule.uuid)}
                />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      {cancel.dialog}
    </>
  );
}
