import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@backoffice/shared';
import {
  Badge,
  Button,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@backoffice/ui';
import {
  ChevronDownIcon,
  ChevronRightIcon,
  HistoryIcon,
  RefreshCwIcon,
  RotateCcwIcon,
  SendIcon,
} from 'lucide-react';
import { Fragment, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import { ConfirmDialog, useSpecFeedback, useSuccessToast } from '../../components/feedback';
import { LoadError, PageEmpty, PageHeader, PageLoading } from '../../components/page';
import { type AppMessageId } from '../../i18n';
import { useTRPC } from '../../lib/trpc';
import { type DeliveryRow } from './channel-types';
import {
  attemptOutcome,
  DELIVERY_STATUS_BADGES,
  eventMeaningId,
  firstKilobytes,
  lastAttemptOutcome,
} from './labels';
import { CHANNEL_PATHS } from './paths';
import { EndpointHealthNotice } from './endpoint-health';

const dateTime = (value: string | null) => formatDate(value, 'DD.MM.YYYY HH:mm:ss');
const DAY_MS = 86_400_000;
/** A time as a datetime-local field holds it: the browser's wall clock, to the minute. */
const localDateTimeInput = (time: number) => {
  const date = new Date(time);
  return new Date(time - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
/** While a delivery is pending, the list asks again this often. */
const PENDING_REFRESH_MS = 2_000;

/** Headers of an attempt, folded: what was sent (signature included) or what the receiver answered. */
function HeaderList({ titleId, headers }: { titleId: AppMessageId; headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-muted-foreground">
        <FormattedMessage id={titleId} values={{ count: entries.length }} />
      </summary>
      {entries.length > 0 ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 rounded bg-muted p-2 font-mono">
          {entries.map(([name, value]) => (
            <Fragment key={name}>
              <dt className="text-muted-foreground">{name}</dt>
              <dd className="break-all">{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
    </details>
  );
}

/** One delivery's attempts: when, the status or error, how long, the first 2 KB of the answer, the headers. */
function AttemptLog({ delivery, id }: { delivery: DeliveryRow; id: string }) {
  const intl = useIntl();
  if (delivery.attempt_log.length === 0)
    return (
      <p id={id} className="text-sm text-muted-foreground">
        <FormattedMessage id="channels.deliveries.noAttempts" />
      </p>
    );
  return (
    <ol
      id={id}
      className="grid gap-3"
      aria-label={intl.formatMessage(
        { id: 'channels.deliveries.attemptsOf' },
        { event: delivery.event_type, id: delivery.event_id },
      )}
    >
      {delivery.attempt_log.map((attempt, index) => (
        <li key={`${attempt.at}-${index}`} className="grid gap-1 rounded-md border bg-background p-3 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
            <dt className="text-muted-foreground">
              <FormattedMessage id="channels.deliveries.attempt.at" />
            </dt>
            <dd className="tabular-nums">{dateTime(attempt.at)}</dd>
            <dt className="text-muted-foreground">
              <FormattedMessage id="channels.deliveries.attempt.result" />
            </dt>
            <dd className="break-words">{attemptOutcome(attempt)}</dd>
            <dt className="text-muted-foreground">
              <FormattedMessage id="channels.deliveries.attempt.duration" />
            </dt>
            <dd className="tabular-nums">
              <FormattedMessage id="channels.deliveries.durationMs" values={{ ms: attempt.duration_ms }} />
            </dd>
          </dl>
          <p className="text-muted-foreground">
            <FormattedMessage id="channels.deliveries.attempt.body" />
          </p>
          {attempt.response_body ? (
            <pre
              tabIndex={0}
              className="max-h-48 overflow-auto rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap break-all"
            >
              {firstKilobytes(attempt.response_body)}
            </pre>
          ) : (
            <p className="text-xs text-muted-foreground italic">
              <FormattedMessage id="channels.deliveries.noBody" />
            </p>
          )}
          <HeaderList
            titleId="channels.deliveries.attempt.requestHeaders"
            headers={attempt.request_headers}
          />
          <HeaderList
            titleId="channels.deliveries.attempt.responseHeaders"
            headers={attempt.response_headers}
          />
        </li>
      ))}
    </ol>
  );
}

function DeliveriesTable({ rows }: { rows: readonly DeliveryRow[] }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const resend = useMutation(trpc.channels.webhooks.resend.mutationOptions());
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const resendOne = async (row: DeliveryRow) => {
    try {
      await resend.mutateAsync({ delivery_uuid: row.uuid });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.channels.webhooks.deliveries.pathKey() });
    toastSuccess('channels.deliveries.resent');
  };
  const header = (id: AppMessageId) => <TableHead scope="col">{intl.formatMessage({ id })}</TableHead>;
  return (
    <Table
      aria-label={intl.formatMessage({ id: 'channels.deliveries.list' })}
      containerClassName="rounded-md border"
    >
      <TableHeader>
        <TableRow>
          {header('channels.deliveries.col.event')}
          {header('channels.deliveries.col.status')}
          {header('channels.deliveries.col.attempts')}
          {header('channels.deliveries.col.response')}
          {header('channels.deliveries.col.created')}
          {header('channels.deliveries.col.delivered')}
          {header('channels.deliveries.col.actions')}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => {
          const badge = DELIVERY_STATUS_BADGES[row.status];
          const expanded = open.has(row.uuid);
          const logId = `attempts-${row.uuid}`;
          const meaning = eventMeaningId(row.event_type);
          const name = { event: row.event_type, id: row.event_id };
          return (
            <Fragment key={row.uuid}>
              <TableRow data-state={expanded ? 'selected' : undefined}>
                <TableCell>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-auto justify-start px-1 py-1 text-left"
                    aria-expanded={expanded}
                    aria-controls={expanded ? logId : undefined}
                    aria-label={intl.formatMessage({ id: 'channels.deliveries.attemptsOf' }, name)}
                    onClick={() => toggle(row.uuid)}
                  >
                    {expanded ? (
                      <ChevronDownIcon aria-hidden="true" />
                    ) : (
                      <ChevronRightIcon aria-hidden="true" />
                    )}
                    <span className="grid">
                      <span className="font-mono text-xs">{row.event_type}</span>
                      {meaning ? (
                        <span className="text-xs font-normal text-muted-foreground">
                          <FormattedMessage id={meaning} />
                        </span>
                      ) : null}
                    </span>
                  </Button>
                </TableCell>
                <TableCell>
                  <Badge variant={badge.tone}>
                    <FormattedMessage id={badge.labelId} />
                  </Badge>
                </TableCell>
                <TableCell className="tabular-nums">{row.attempts}</TableCell>
                <TableCell className="max-w-64 break-words">{lastAttemptOutcome(row)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{dateTime(row.created_at)}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {row.delivered_at ? dateTime(row.delivered_at) : '—'}
                </TableCell>
                <TableCell>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={intl.formatMessage({ id: 'channels.deliveries.resendLabel' }, name)}
                    onClick={() => void resendOne(row)}
                  >
                    <RotateCcwIcon aria-hidden="true" />
                    <FormattedMessage id="channels.deliveries.resend" />
                  </Button>
                </TableCell>
              </TableRow>
              {expanded ? (
                <TableRow className="bg-muted/30 hover:bg-muted/30">
                  <TableCell colSpan={7} className="whitespace-normal">
                    <AttemptLog delivery={row} id={logId} />
                  </TableCell>
                </TableRow>
              ) : null}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** /settings/webhooks/:uuid/deliveries: an endpoint's deliveries with their attempts; resend and a test event. */
export function DeliveriesPage() {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const report = useSpecFeedback();
  const toastSuccess = useSuccessToast();
  const { uuid = '' } = useParams<{ uuid: string }>();
  const endpoints = useQuery(trpc.channels.webhooks.list.queryOptions());
  const endpoint = endpoints.data?.data.find((row) => row.uuid === uuid);
  const deliveries = useQuery({
    ...trpc.channels.webhooks.deliveries.queryOptions({ uuid }),
    // Pending deliveries are being attempted: follow them until they settle.
    refetchInterval: (query) =>
      query.state.data?.data.some((row) => row.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
  const sendTest = useMutation(trpc.channels.webhooks.sendTest.mutationOptions());
  const resendFailed = useMutation(trpc.channels.webhooks.resendFailed.mutationOptions());
  const [askSince, setAskSince] = useState(false);
  const [since, setSince] = useState(() => localDateTimeInput(Date.now() - DAY_MS));

  const resendFailedSince = async () => {
    let resent: number;
    try {
      resent = (await resendFailed.mutateAsync({ uuid, since: new Date(since).toISOString() })).response
        .resent;
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.channels.webhooks.deliveries.pathKey() });
    toastSuccess('channels.deliveries.failedResent', { count: resent });
  };

  const sendTestEvent = async () => {
    try {
      await sendTest.mutateAsync({ uuid });
    } catch (error) {
      void report.failed(error, 'msg.titleError');
      return;
    }
    await queryClient.invalidateQueries({ queryKey: trpc.channels.webhooks.deliveries.pathKey() });
    toastSuccess('channels.deliveries.testSent');
  };

  if (endpoints.isPending || deliveries.isPending) return <PageLoading />;
  if (endpoints.isError || deliveries.isError)
    return <LoadError error={endpoints.error ?? deliveries.error} fallbackPath={CHANNEL_PATHS.webhooks} />;
  if (!endpoint)
    return (
      <LoadError
        text={intl.formatMessage({ id: 'channels.deliveries.unknownEndpoint' })}
        fallbackPath={CHANNEL_PATHS.webhooks}
      />
    );

  const rows = deliveries.data.data;
  return (
    <>
      <PageHeader
        description={
          <span className="grid gap-1">
            <span className="break-all">
              <FormattedMessage id="channels.deliveries.endpoint" values={{ url: endpoint.url }} />
            </span>
            <EndpointHealthNotice endpoint={endpoint} />
          </span>
        }
        actions={
          <>
            <Button variant="outline" onClick={() => void deliveries.refetch()}>
              <RefreshCwIcon aria-hidden="true" />
              <FormattedMessage id="channels.deliveries.refresh" />
            </Button>
            <Button variant="outline" onClick={() => setAskSince(true)}>
              <HistoryIcon aria-hidden="true" />
              <FormattedMessage id="channels.deliveries.resendFailed" />
            </Button>
            <Button loading={sendTest.isPending} onClick={() => void sendTestEvent()}>
              <SendIcon aria-hidden="true" />
              <FormattedMessage id="channels.deliveries.sendTest" />
            </Button>
          </>
        }
      />
      <ConfirmDialog
        open={askSince}
        onOpenChange={setAskSince}
        title={<FormattedMessage id="channels.deliveries.resendFailedTitle" />}
        description={
          <span className="grid gap-2">
            <FormattedMessage id="channels.deliveries.resendFailedText" />
            <label className="grid gap-1 text-foreground">
              <FormattedMessage id="channels.deliveries.resendFailedSince" />
              <Input
                type="datetime-local"
                required
                value={since}
                max={localDateTimeInput(Date.now())}
                onChange={(event) => setSince(event.target.value)}
              />
            </label>
          </span>
        }
        cancelLabel={<FormattedMessage id="msg.cancel" />}
        confirmLabel={<FormattedMessage id="channels.deliveries.resendFailedConfirm" />}
        onConfirm={since ? resendFailedSince : () => undefined}
      />
      {rows.length === 0 ? (
        <PageEmpty
          title={<FormattedMessage id="channels.deliveries.empty" />}
          description={<FormattedMessage id="channels.deliveries.emptyText" />}
        />
      ) : (
        <DeliveriesTable rows={rows} />
      )}
    </>
  );
}
