import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EyeIcon, MessageSquarePlusIcon, RefreshCwIcon } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';

import { formatDate, orderCommentSchema, ORDER_PRESENCE_BEAT_MS, RefundStatus } from '@backoffice/shared';
import { Button, toast } from '@backoffice/ui';

import { SimpleTable } from '../../components/data-table';
import { useFeedback } from '../../components/feedback';
import { Form, SubmitButton, TextareaField, useZodForm } from '../../components/form';
import { type AppMessageId } from '../../i18n';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import {
  OrderStatusBadge,
  orderStatusLabelId,
  PaymentStatusBadge,
  paymentStatusLabelId,
  simStatusLabelId,
} from './order-badges';
import { ORDER_PAGE_KEYS } from './keys';
import { OrderNotice } from './order-notices';
import { euro, orderTime } from './order-panels';
import { type OrderEmailRow, type OrderHistoryRow, type RefundHistoryRow } from './order-types';
import { EmailStatusBadge } from '../channels/email-status';
import { orderViewPath } from './paths';

/** What the page's beat answers: who else has the order open, and its last change. */
interface Presence {
  version: number;
  changed_by: string;
  changed_at: string;
  viewers: Array<{ email: string; name: string }>;
}

/**
 * Says every ORDER_PRESENCE_BEAT_MS that this staff member has the order open (and that they left,
 * when the page closes), and answers who else has it open and the order's last change.
 */
export function useOrderPresence(uuid: string): Presence | null {
  const client = useTRPCClient();
  // A query to the page (it answers who is here), a write to the server (the beat): a refused action
  // invalidates it to learn of the change at once.
  const beat = useQuery({
    queryKey: [...ORDER_PRESENCE_KEY, uuid],
    queryFn: () => client.orders.presence.mutate({ order_uuid: uuid, leaving: false }),
    refetchInterval: ORDER_PRESENCE_BEAT_MS,
    retry: false,
  });
  useEffect(() => {
    const leave = () =>
      void client.orders.presence.mutate({ order_uuid: uuid, leaving: true }).catch(() => undefined);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [client, uuid]);
  return beat.data ?? null;
}

/** The stale page's Reload button: where the focus goes after the alert that says the order changed. */
export const STALE_RELOAD_ID = 'order-stale-reload';

/** The query key of the open order page's beat. */
export const ORDER_PRESENCE_KEY = ['orderPresence'] as const;

/**
 * Who else has the order open, and, once someone else changed it after this page read it, who and
 * when with a Reload: an action made now would be refused (409) rather than overwrite their change.
 */
export function PresenceNotices({ presence, version }: { presence: Presence | null; version: number }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // While the order is read again (after this page's own action) its version is about to catch up.
  const reading = useIsFetching({ queryKey: trpc.orders.get.pathKey() }) > 0;
  if (!presence) return null;
  const stale = presence.version > version && !reading;
  const time = formatDate(presence.changed_at, 'DD.MM.YYYY HH:mm:ss');
  return (
    <>
      {presence.viewers.length > 0 ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <EyeIcon aria-hidden="true" className="size-4" />
          <FormattedMessage
            id="desk.presence"
            values={{ names: intl.formatList(presence.viewers.map((viewer) => viewer.name)) }}
          />
        </p>
      ) : null}
      {stale ? (
        <OrderNotice>
          <span className="flex flex-wrap items-center justify-between gap-2">
            <span>
              {presence.changed_by ? (
                <FormattedMessage id="desk.stale" values={{ who: presence.changed_by, time }} />
              ) : (
                <FormattedMessage id="desk.stale.system" values={{ time }} />
              )}
            </span>
            <Button
              id={STALE_RELOAD_ID}
              type="button"
              size="sm"
              variant="outline"
              onClick={() => void queryClient.invalidateQueries({ queryKey: trpc.orders.pathKey() })}
            >
              <RefreshCwIcon aria-hidden="true" />
              <FormattedMessage id="desk.reload" />
            </Button>
          </span>
        </OrderNotice>
      ) : null}
    </>
  );
}

/** The customer's other orders (same email or phone), linked, with their status and total. */
export function CustomerOrders({ uuid }: { uuid: string }) {
  const trpc = useTRPC();
  const others = useQuery(trpc.orders.otherOrders.queryOptions({ order_uuid: uuid }));
  if (!others.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {others.isPending ? <FormattedMessage id="msg.loading" /> : null}
      </p>
    );
  }
  const { data, total } = others.data;
  if (data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage id="desk.customer.none" />
      </p>
    );
  }
  return (
    <div className="grid gap-2">
      <ul className="grid gap-2">
        {data.map((order) => (
          <li key={order.uuid} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <Link
              href={orderViewPath(order.uuid)}
              className="font-medium tabular-nums underline underline-offset-4"
            >
              {order.id}
            </Link>
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.payment_status} />
            <span className="tabular-nums">{euro(order.amount)}</span>
            <span className="text-muted-foreground tabular-nums">{orderTime(order.create_at)}</span>
          </li>
        ))}
      </ul>
      {total > data.length ? (
        <p className="text-xs text-muted-foreground">
          <FormattedMessage id="desk.customer.more" values={{ shown: data.length, total }} />
        </p>
      ) : null}
    </div>
  );
}

/** The fields a history row names, in words. */
export const HISTORY_FIELD_LABELS: Partial<Record<string, AppMessageId>> = {
  note: 'orders.field.note',
  phone: 'orders.field.phone',
  email: 'orders.field.email',
  street_name: 'orders.field.streetName',
  street_number: 'orders.field.streetNumber',
  city: 'orders.field.city',
  province: 'orders.field.province',
  zip_code: 'orders.field.zipCode',
  country: 'orders.field.country',
  tracking: 'orders.field.tracking',
  tracking_link: 'orders.field.trackingLink',
  refund_sum: 'orders.field.refundSum',
  refund_reason: 'orders.field.refundReason',
  unpaid_service_reason: 'orders.field.unpaidServiceReason',
  payment_sum: 'orders.field.paymentSum',
  error_bss: 'orders.field.bssError',
  is_send_bss: 'orders.field.sentToBss',
  bss_cancel_status: 'orders.field.bssCancel',
};
/**
 * Changes told as events rather than as a field's values: the billing system's flags and states,
 * whose values (0 and 1, pending and done) mean nothing to the staff.
 */
const FIELD_EVENTS: Partial<Record<string, Partial<Record<string, AppMessageId>>>> = {
  is_send_bss: { '1': 'desk.timeline.sentToBss', '0': 'desk.timeline.notSentToBss' },
  bss_cancel_status: {
    pending: 'desk.timeline.bssCancelPending',
    done: 'desk.timeline.bssCancelDone',
    refused: 'desk.timeline.bssCancelRefused',
  },
};

/** Fields whose values are amounts of money. */
const AMOUNT_FIELDS = new Set(['refund_sum', 'payment_sum']);

/** One line of the timeline: when, what happened in words, and who. */
interface TimelineEntry {
  key: string;
  at: string;
  by: string;
  what: ReactNode;
  comment?: boolean;
}

const REFUND_STATUSES = Object.values(RefundStatus);

export function useTimelineWords() {
  const intl = useIntl();
  const named = (id: AppMessageId | undefined, value: string | null) =>
    id ? intl.formatMessage({ id }) : (value ?? '—');
  const statusOf = (labelId: (status: number) => AppMessageId | undefined) => (value: string | null) =>
    value !== null && /^\d+$/.test(value) ? named(labelId(Number(value)), value) : (value ?? '—');
  const valueOf = (field: string, value: string | null) =>
    value === null || value === '' ? '—' : AMOUNT_FIELDS.has(field) ? euro(value) : value;
  const history = (row: OrderHistoryRow): ReactNode => {
    switch (row.type) {
      case 'OrderCreate':
        return intl.formatMessage(
          { id: 'desk.timeline.created' },
          { status: statusOf(orderStatusLabelId)(row.to) },
        );
      case 'OrderStatus':
        return intl.formatMessage(
          { id: 'desk.timeline.status' },
          { from: statusOf(orderStatusLabelId)(row.from), to: statusOf(orderStatusLabelId)(row.to) },
        );
      case 'PaymentStatus':
        return intl.formatMessage(
          { id: 'desk.timeline.payment' },
          { from: statusOf(paymentStatusLabelId)(row.from), to: statusOf(paymentStatusLabelId)(row.to) },
        );
      case 'ProductStatus':
        return intl.formatMessage(
          { id: 'desk.timeline.sim' },
          { from: statusOf(simStatusLabelId)(row.from), to: statusOf(simStatusLabelId)(row.to) },
        );
      case 'Comment':
        return <span className="whitespace-pre-wrap">{row.to}</span>;
      default: {
        const field = row.field ?? '';
        const event = FIELD_EVENTS[field]?.[row.to ?? ''];
        if (event) return intl.formatMessage({ id: event });
        const labelId = HISTORY_FIELD_LABELS[field];
        const name = labelId ? intl.formatMessage({ id: labelId }) : field;
        if (row.to === null || row.to === '')
          return intl.formatMessage({ id: 'desk.timeline.cleared' }, { field: name });
        if (row.from === null || row.from === '')
          return intl.formatMessage({ id: 'desk.timeline.set' }, { field: name, to: valueOf(field, row.to) });
        return intl.formatMessage(
          { id: 'desk.timeline.changed' },
          { field: name, from: valueOf(field, row.from), to: valueOf(field, row.to) },
        );
      }
    }
  };
  const refund = (row: RefundHistoryRow): ReactNode => {
    const known = REFUND_STATUSES.find((name) => name === row.refund_status);
    return intl.formatMessage(
      { id: 'desk.timeline.refund' },
      {
        amount: euro(row.amount),
        status: known ? intl.formatMessage({ id: `enum.refundStatus.${known}` }) : row.refund_status,
      },
    );
  };
  return { history, refund };
}

/**
 * One timeline of the order, newest first: status moves, payments, refunds, SIM changes, edits,
 * billing-system outcomes and the staff's comments, each in words with who and when; a comment can be
 * added on top.
 */
export function OrderTimeline({
  uuid,
  history,
  refunds,
  emails,
}: {
  uuid: string;
  history: readonly OrderHistoryRow[] | undefined;
  refunds: readonly RefundHistoryRow[] | undefined;
  /** The emails sent for the order (issue 20), with their status and the mail server's answer. */
  emails: readonly OrderEmailRow[] | undefined;
}) {
  const intl = useIntl();
  const words = useTimelineWords();
  const system = intl.formatMessage({ id: 'orders.history.system' });
  const entries: TimelineEntry[] | undefined =
    history && refunds && emails
      ? [
          ...history.map((row) => ({
            key: row.uuid,
            at: row.create_at,
            by: row.email || system,
            what: words.history(row),
            comment: row.type === 'Comment',
          })),
          ...refunds.map((row) => ({
            key: `refund-${row.uuid}`,
            at: row.create_at,
            by: row.email || system,
            what: words.refund(row),
          })),
          ...emails.map((row) => ({
            key: `email-${row.uuid}`,
            at: row.created_at,
            by: system,
            what: <EmailEntry email={row} />,
          })),
        ].sort((a, b) => b.at.localeCompare(a.at))
      : undefined;
  return (
    <div className="grid gap-4">
      <CommentForm uuid={uuid} />
      <SimpleTable
        label={intl.formatMessage({ id: 'orders.panel.history' })}
        rows={entries}
        isLoading={entries === undefined}
        rowKey={(entry) => entry.key}
        empty={<FormattedMessage id="desk.timeline.empty" />}
        bordered
        stackOnPhone
        columns={[
          {
            key: 'orders.history.col.date',
            header: <FormattedMessage id="orders.history.col.date" />,
            cell: (entry) => <span className="whitespace-nowrap tabular-nums">{orderTime(entry.at)}</span>,
          },
          {
            key: 'orders.history.col.type',
            header: <FormattedMessage id="orders.history.col.type" />,
            cell: (entry) =>
              entry.comment ? (
                <span className="grid gap-0.5">
                  <span className="text-xs font-medium text-muted-foreground">
                    <FormattedMessage id="enum.orderHistoryType.Comment" />
                  </span>
                  {entry.what}
                </span>
              ) : (
                <span className="break-words">{entry.what}</span>
              ),
          },
          {
            key: 'orders.history.col.by',
            header: <FormattedMessage id="orders.history.col.by" />,
            cell: (entry) => <span className="break-all">{entry.by}</span>,
          },
        ]}
      />
    </div>
  );
}

/** An email of the order in its timeline: subject, recipient, status, and the error when it failed. */
function EmailEntry({ email }: { email: OrderEmailRow }) {
  return (
    <span className="grid gap-1">
      <span className="flex flex-wrap items-center gap-2 break-words">
        <FormattedMessage id="channels.emails.timeline" values={{ subject: email.subject, to: email.to }} />
        <EmailStatusBadge status={email.status} />
      </span>
      {email.error ? <span className="text-xs break-words text-destructive">{email.error}</span> : null}
    </span>
  );
}

/** A comment for the team, kept with the order and shown in its timeline. */
function CommentForm({ uuid }: { uuid: string }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const feedback = useFeedback();
  const add = useMutation(trpc.orders.addComment.mutationOptions());
  const commentBox = useRef<HTMLFormElement>(null);
  const form = useZodForm({
    schema: orderCommentSchema,
    initialValues: { order_uuid: uuid, text: '' },
    guardUnsaved: false,
    onSubmit: async (data) => {
      try {
        await add.mutateAsync(data);
      } catch (error) {
        if (!form.setServerErrors(error))
          void feedback.showRequestError(error, { title: intl.formatMessage({ id: 'msg.titleError' }) });
        return;
      }
      form.reset({ order_uuid: uuid, text: '' });
      // Ready for the next comment: the focus stays in the emptied field, not at the page's top.
      commentBox.current?.querySelector('textarea')?.focus();
      toast.success(intl.formatMessage({ id: 'desk.comment.added' }));
      await queryClient.invalidateQueries({ queryKey: trpc.orders.getHistory.pathKey() });
    },
  });
  return (
    <Form ref={commentBox} form={form} className="grid gap-2">
      <TextareaField
        form={form}
        name="text"
        label={<FormattedMessage id="desk.comment.label" />}
        rows={2}
        aria-keyshortcuts={ORDER_PAGE_KEYS.comment}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton form={form} variant="outline">
          <MessageSquarePlusIcon aria-hidden="true" />
          <FormattedMessage id="desk.comment.submit" />
        </SubmitButton>
        <span role="status" className="text-sm text-muted-foreground">
          {add.isPaused ? <FormattedMessage id="desk.comment.waiting" /> : null}
        </span>
      </div>
    </Form>
  );
}
