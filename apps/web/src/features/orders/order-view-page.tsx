import { useQuery } from '@tanstack/react-query';
import { SearchXIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'wouter';

import {
  formatDate,
  OPEN_ORDER_STATUSES,
  type OrderFieldChange,
  type OrderSnapshot,
  offeredProductActions,
  PaymentStatus,
  RefundStatus,
  reservedRefundSum,
  serviceRefusal,
  SimStatus,
} from '@backoffice/shared';
import { EmptyState } from '@backoffice/ui';

import { SimpleTable } from '../../components/data-table';
import { useConfirm } from '../../components/feedback';
import { BackLink, DetailList, LoadError, PageHeader, PageLoading } from '../../components/page';
import { httpStatusOf } from '../../lib/api-error';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { OrderStatusBadge, PaymentStatusBadge } from './order-badges';
import { OrderActions } from './order-actions';
import { OrderNotice, OutsideServicesNotice } from './order-notices';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  KEEP_OPEN,
  NOTE_FIELDS,
  ORDER_EDIT_SCHEMAS,
  OrderFormDialog,
  TRACKING_FIELDS,
} from './order-dialogs';
import {
  CustomerOrders,
  HISTORY_FIELD_LABELS,
  OrderTimeline,
  PresenceNotices,
  useOrderPresence,
} from './order-desk-panels';
import { euro, orderTime, Panel } from './order-panels';
import {
  FriendCodesTable,
  PaidDataFields,
  PortabilityTable,
  ProductsTable,
  productLabel,
} from './order-products';
import { type OrderDetail, type OrderProduct } from './order-types';
import { ORDERS_PATH } from './paths';
import { keepMarkedOrder } from './queue-state';
import { useOrderCall } from './use-order-call';

type EditDialog = 'note' | 'contact' | 'address' | 'tracking' | null;

/** An unknown order (or a uuid typed wrong): a not-found state, not an error dialog. */
function OrderNotFound() {
  const intl = useIntl();
  return (
    <>
      <PageHeader title={intl.formatMessage({ id: 'orders.notFound.title' })} />
      <EmptyState
        icon={<SearchXIcon />}
        title={<FormattedMessage id="orders.notFound.text" />}
        titleAs="p"
        action={<BackLink href={ORDERS_PATH} textId="orders.view.back" />}
      />
    </>
  );
}

/**
 * What the shared transition table reads of the order; refunds still pending reserve their amounts,
 * as on the server.
 */
export function orderSnapshot(order: OrderDetail, pendingRefunds: readonly string[] = []): OrderSnapshot {
  return {
    status: order.order_info.status,
    paymentStatus: order.order_payment.payment_status,
    paymentSum: order.order_payment.payment_sum,
    refundSum: reservedRefundSum(order.order_payment.refund_sum, pendingRefunds),
    products: order.product_data.map((product) => ({ simStatus: product.sim_status })),
    unpaidServiceAllowed: order.order_payment.unpaid_service_reason !== null,
  };
}

/** Who changed which of the dialog's fields to what, and when, since the dialog opened. */
function FieldChangesNotice({ changes }: { changes: readonly OrderFieldChange[] }) {
  const intl = useIntl();
  return (
    <div
      role="alert"
      className="grid gap-1 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      {changes.map((change) => {
        const labelId = HISTORY_FIELD_LABELS[change.field];
        return (
          <p key={change.field}>
            <FormattedMessage
              id="orders.conflict.changed"
              values={{
                who:
                  change.changedByName ||
                  change.changedBy ||
                  intl.formatMessage({ id: 'orders.history.system' }),
                field: labelId ? intl.formatMessage({ id: labelId }) : change.field,
                value: change.value || '—',
                time: orderTime(change.changedAt),
              }}
            />
          </p>
        );
      })}
      <p>
        <FormattedMessage id="orders.conflict.help" />
      </p>
    </div>
  );
}

/** Why an unpaid order waits, a SIM activated without payment, or the permission to serve it unpaid. */
function PaymentRuleNotice({ order, snapshot }: { order: OrderDetail; snapshot: OrderSnapshot }) {
  const reason = order.order_payment.unpaid_service_reason;
  const waiting =
    serviceRefusal(snapshot) !== null &&
    snapshot.paymentStatus === PaymentStatus.NotPaid &&
    OPEN_ORDER_STATUSES.includes(snapshot.status);
  return (
    <>
      {order.activated_unpaid ? (
        <OrderNotice>
          <FormattedMessage id="orders.notice.activatedUnpaid" />
        </OrderNotice>
      ) : null}
      {reason !== null ? (
        <OrderNotice>
          <FormattedMessage id="orders.notice.unpaidAllowed" values={{ reason }} />
        </OrderNotice>
      ) : waiting ? (
        <OrderNotice>
          <FormattedMessage id="orders.notice.unpaid" />
        </OrderNotice>
      ) : null}
    </>
  );
}

const addressItems = (address: OrderDetail['delivery_info']) =>
  [
    { labelId: 'orders.field.streetName', value: address.street_name },
    { labelId: 'orders.field.streetNumber', value: address.street_number },
    { labelId: 'orders.field.city', value: address.city },
    { labelId: 'orders.field.province', value: address.province },
    { labelId: 'orders.field.zipCode', value: address.zip_code },
    { labelId: 'orders.field.country', value: address.country },
  ] as const;

function TrackingLink({ href }: { href: string }): ReactNode {
  if (!/^https?:\/\//i.test(href)) return href;
  return (
    <a href={href} target="_blank" rel="noreferrer noopener" className="underline underline-offset-4">
      {href}
    </a>
  );
}

function OrderPage({ uuid, order }: { uuid: string; order: OrderDetail }) {
  const intl = useIntl();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const run = useOrderCall();
  const [ask, confirmDialog] = useConfirm();
  const [dialog, setDialog] = useState<EditDialog>(null);
  const history = useQuery(trpc.orders.getHistory.queryOptions({ order_uuid: uuid }));
  const refunds = useQuery(trpc.orders.getRefundHistory.queryOptions({ order_uuid: uuid }));
  const emails = useQuery(trpc.channels.emails.ofOrder.queryOptions({ order_uuid: uuid }));
  const donors = useQuery(trpc.orders.getDonorOperators.queryOptions());
  const presence = useOrderPresence(uuid);
  // Back on the queue, its j/k marker is on this order.
  useEffect(() => keepMarkedOrder(uuid), [uuid]);

  const { order_info: info, order_payment: payment, customer_info: customer } = order;
  const snapshot = orderSnapshot(
    order,
    (refunds.data?.data ?? [])
      .filter((row) => row.refund_status === RefundStatus.Pending)
      .map((row) => row.amount),
  );
  const refusedCancels = order.product_data
    .filter((product) => product.bss_cancel_status === 'refused')
    .map((product) => product.id);
  const cancellable = new Set(
    order.product_data
      .filter((product) => offeredProductActions(snapshot, product.sim_status).length > 0)
      .map((product) => product.uuid),
  );

  const cancelSim = async (product: OrderProduct) => {
    const confirmed = await ask({
      title: intl.formatMessage({ id: 'orders.action.cancelSim' }),
      description: intl.formatMessage({ id: 'orders.confirm.cancelSim' }, productLabel(product)),
      destructive: true,
    });
    if (!confirmed) return;
    await run(
      () =>
        client.orders.changeSimStatus.mutate({
          product_uuid: product.uuid,
          status: SimStatus.CancelledByCustomer,
          version: order.order_info.version,
        }),
      { successId: 'msg.simCancelled' },
    );
  };

  // What someone else changed in the open dialog's fields since it opened; the next save goes over it.
  const [fieldChanges, setFieldChanges] = useState<OrderFieldChange[] | null>(null);
  /**
   * An edit made on the values its dialog started from: a change to other fields does not block it;
   * a change to its own keeps the dialog and what was typed, says who changed what, and the next save
   * is made on their values (mine over theirs).
   */
  const edit = async (
    call: (base: Record<string, string>) => Promise<unknown>,
    startedFrom: Record<string, string>,
  ) => {
    const base = {
      ...startedFrom,
      ...Object.fromEntries((fieldChanges ?? []).map((change) => [change.field, change.value])),
    };
    let refused: OrderFieldChange[] | null = null;
    await run(() => call(base), {
      successId: 'msg.updated',
      failureId: 'msg.changeDataError',
      onFieldChanges: (changes) => (refused = changes),
    });
    setFieldChanges(refused);
    return refused ? KEEP_OPEN : undefined;
  };
  const close = () => {
    setDialog(null);
    setFieldChanges(null);
  };
  const conflictNotice = fieldChanges ? <FieldChangesNotice changes={fieldChanges} /> : undefined;
  const submitId = fieldChanges ? 'orders.conflict.saveMine' : undefined;

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'orders.view.title' }, { id: info.id })}
        description={orderTime(info.create_at)}
        actions={<BackLink href={ORDERS_PATH} textId="orders.view.back" />}
      />
      <OutsideServicesNotice />
      <PresenceNotices presence={presence} version={info.version} />
      <PaymentRuleNotice order={order} snapshot={snapshot} />
      {order.billing_problem ? (
        <OrderNotice>
          <FormattedMessage id="orders.billingProblem" />
        </OrderNotice>
      ) : null}
      {refusedCancels.length > 0 ? (
        <OrderNotice>
          <FormattedMessage id="orders.bssCancelRefused" values={{ ids: refusedCancels.join(', ') }} />
        </OrderNotice>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel titleId="orders.panel.order">
          <DetailList
            items={[
              { labelId: 'orders.field.id', value: info.id },
              { labelId: 'orders.field.created', value: orderTime(info.create_at) },
              { labelId: 'orders.field.status', value: <OrderStatusBadge status={info.status} /> },
              { labelId: 'orders.field.amount', value: euro(info.amount) },
            ]}
          />
        </Panel>
        <Panel titleId="orders.panel.actions">
          <OrderActions uuid={uuid} order={order} snapshot={snapshot} ask={ask} />
        </Panel>
        <Panel titleId="orders.panel.products" className="lg:col-span-2">
          <ProductsTable
            products={order.product_data}
            cancellable={cancellable}
            onCancelSim={(product) => void cancelSim(product)}
          />
        </Panel>
        <Panel titleId="orders.panel.portability">
          <PortabilityTable products={order.product_data} donors={donors.data?.data} />
        </Panel>
        <Panel titleId="orders.panel.friends">
          <FriendCodesTable products={order.product_data} />
        </Panel>
        <Panel titleId="orders.panel.payment">
          <div className="grid gap-4">
            <DetailList
              items={[
                {
                  labelId: 'orders.field.paymentStatus',
                  value: <PaymentStatusBadge status={payment.payment_status} />,
                },
                { labelId: 'orders.field.paymentSum', value: euro(payment.payment_sum) },
                { labelId: 'orders.field.refundSum', value: euro(payment.refund_sum) },
                { labelId: 'orders.field.shipmentPrice', value: euro(payment.shipment_price) },
                { labelId: 'orders.field.paidAt', value: orderTime(payment.paid_at) },
                { labelId: 'orders.field.paidMethod', value: payment.paid_method },
              ]}
            />
            <PaidDataFields paidData={payment.paid_data} />
          </div>
        </Panel>
        <Panel titleId="orders.panel.refunds">
          <SimpleTable
            label={intl.formatMessage({ id: 'orders.panel.refunds' })}
            rows={refunds.data?.data}
            isLoading={refunds.isPending}
            rowKey={(row) => row.uuid}
            empty={<FormattedMessage id="orders.refunds.empty" />}
            bordered
            columns={[
              {
                key: 'orders.history.col.date',
                header: <FormattedMessage id="orders.history.col.date" />,
                cell: (row) => orderTime(row.create_at),
              },
              {
                key: 'orders.history.col.status',
                header: <FormattedMessage id="orders.history.col.status" />,
                cell: (row) => <RefundStatusLabel status={row.refund_status} />,
              },
              {
                key: 'orders.history.col.amount',
                header: <FormattedMessage id="orders.history.col.amount" />,
                cell: (row) => euro(row.amount),
                className: 'text-right',
              },
              {
                key: 'orders.history.col.by',
                header: <FormattedMessage id="orders.history.col.by" />,
                cell: (row) => row.email || intl.formatMessage({ id: 'orders.history.system' }),
              },
            ]}
          />
        </Panel>
        <Panel titleId="orders.panel.note" onEdit={() => setDialog('note')}>
          <p className="text-sm whitespace-pre-wrap">
            {info.note || <FormattedMessage id="orders.noNote" />}
          </p>
        </Panel>
        <Panel titleId="orders.panel.contact" onEdit={() => setDialog('contact')}>
          <DetailList
            items={[
              {
                labelId: 'orders.field.email',
                value: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '',
              },
              { labelId: 'orders.field.phone', value: customer.phone },
            ]}
          />
        </Panel>
        <Panel titleId="desk.customer.title">
          <CustomerOrders uuid={uuid} />
        </Panel>
        <Panel titleId="orders.panel.customer">
          <DetailList
            items={[
              { labelId: 'orders.field.firstName', value: customer.first_name },
              { labelId: 'orders.field.lastName', value: customer.last_name },
              { labelId: 'orders.field.fiscalCode', value: customer.fiscal_code },
              { labelId: 'orders.field.birthPlace', value: customer.birth_place },
              {
                labelId: 'orders.field.dateOfBirth',
                value: customer.date_of_birth ? formatDate(customer.date_of_birth, 'DD.MM.YYYY') : '',
              },
              { labelId: 'orders.field.gender', value: customer.gender },
            ]}
          />
        </Panel>
        <Panel titleId="orders.panel.delivery" onEdit={() => setDialog('address')}>
          <DetailList items={addressItems(order.delivery_info)} />
        </Panel>
        <Panel titleId="orders.panel.residential">
          <DetailList items={addressItems(order.residential_info)} />
        </Panel>
        <Panel titleId="orders.panel.tracking" onEdit={() => setDialog('tracking')}>
          <DetailList
            items={[
              { labelId: 'orders.field.tracking', value: order.delivery_track_info.tracking },
              {
                labelId: 'orders.field.trackingLink',
                value: <TrackingLink href={order.delivery_track_info.tracking_link} />,
              },
            ]}
          />
        </Panel>
        <Panel titleId="orders.panel.history" className="lg:col-span-2">
          <OrderTimeline
            uuid={uuid}
            history={history.data?.data}
            refunds={refunds.data?.data}
            // The emails are a part of the timeline: when they cannot load, the rest still shows.
            emails={emails.isError ? [] : emails.data?.data}
          />
        </Panel>
        <Panel titleId="orders.panel.donors" className="lg:col-span-2">
          <SimpleTable
            label={intl.formatMessage({ id: 'orders.panel.donors' })}
            rows={donors.data?.data}
            isLoading={donors.isPending}
            rowKey={(row) => row.ID}
            empty={<FormattedMessage id="orders.donors.empty" />}
            bordered
            columns={[
              {
                key: 'orders.donors.col.code',
                header: <FormattedMessage id="orders.donors.col.code" />,
                cell: (row) => row.ID,
              },
              {
                key: 'orders.donors.col.name',
                header: <FormattedMessage id="orders.donors.col.name" />,
                cell: (row) => row.DisplayedName,
              },
            ]}
          />
        </Panel>
      </div>

      <OrderFormDialog
        open={dialog === 'note'}
        titleId="orders.dialog.note"
        schema={ORDER_EDIT_SCHEMAS.note}
        initialValues={{ uuid, note: info.note }}
        fields={NOTE_FIELDS}
        notice={conflictNotice}
        submitId={submitId}
        onSubmit={(data) =>
          edit((base) => client.orders.editNote.mutate({ ...data, base }), { note: info.note })
        }
        onClose={close}
      />
      <OrderFormDialog
        open={dialog === 'contact'}
        titleId="orders.dialog.contact"
        schema={ORDER_EDIT_SCHEMAS.contact}
        initialValues={{ uuid, email: customer.email, phone: customer.phone }}
        fields={CONTACT_FIELDS}
        notice={conflictNotice}
        submitId={submitId}
        onSubmit={(data) =>
          edit((base) => client.orders.updateContactInfo.mutate({ ...data, base }), {
            email: customer.email,
            phone: customer.phone,
          })
        }
        onClose={close}
      />
      <OrderFormDialog
        open={dialog === 'address'}
        titleId="orders.dialog.address"
        schema={ORDER_EDIT_SCHEMAS.address}
        initialValues={{ uuid, ...order.delivery_info }}
        fields={ADDRESS_FIELDS}
        notice={conflictNotice}
        submitId={submitId}
        onSubmit={(data) =>
          edit((base) => client.orders.updateDeliveryAddress.mutate({ ...data, base }), order.delivery_info)
        }
        onClose={close}
      />
      <OrderFormDialog
        open={dialog === 'tracking'}
        titleId="orders.dialog.tracking"
        schema={ORDER_EDIT_SCHEMAS.tracking}
        initialValues={{ uuid, ...order.delivery_track_info }}
        fields={TRACKING_FIELDS}
        notice={conflictNotice}
        submitId={submitId}
        onSubmit={(data) =>
          edit((base) => client.orders.updateTracking.mutate({ ...data, base }), order.delivery_track_info)
        }
        onClose={close}
      />
      {confirmDialog}
    </>
  );
}

const REFUND_STATUSES = Object.values(RefundStatus);

function RefundStatusLabel({ status }: { status: string }) {
  const known = REFUND_STATUSES.find((name) => name === status);
  return known ? <FormattedMessage id={`enum.refundStatus.${known}`} /> : <>{status}</>;
}

/** /shop/orders/view/{order_uuid}: every panel of the order (spec 002 §2.7) and its actions. */
export function OrderViewPage() {
  const trpc = useTRPC();
  const { order_uuid: uuid = '' } = useParams<{ order_uuid: string }>();
  const query = useQuery({ ...trpc.orders.get.queryOptions({ uuid }), retry: false });
  if (query.error && !query.data) {
    const status = httpStatusOf(query.error);
    // A malformed uuid (400) names no order either.
    if (status === 404 || status === 400) return <OrderNotFound />;
    return <LoadError error={query.error} onRetry={() => void query.refetch()} fallbackPath={ORDERS_PATH} />;
  }
  if (!query.data) return <PageLoading />;
  return <OrderPage uuid={uuid} order={query.data.data} />;
}
