import {
  BanIcon,
  BanknoteIcon,
  CreditCardIcon,
  PackageCheckIcon,
  RotateCwIcon,
  ShieldCheckIcon,
  TruckIcon,
  UndoIcon,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  allowUnpaidServiceSchema,
  cents,
  isAdminRole,
  type OfferedAction,
  offeredOrderActions,
  OPEN_ORDER_STATUSES,
  type OrderSnapshot,
  PaymentStatus,
  refundableRest,
  refundedNeedsReason,
  refundedReasonSchema,
  serviceRefusal,
} from '@backoffice/shared';
import { Button } from '@backoffice/ui';

import { useCurrentUser } from '../../app/session';
import { type ConfirmOptions } from '../../components/feedback';
import { type AppMessageId } from '../../i18n';
import { useTRPCClient } from '../../lib/trpc';
import { orderStatusLabelId, paymentStatusLabelId } from './order-badges';
import { CancelOrderDialog } from './order-cancel';
import { OrderFormDialog, refundFormSchema } from './order-dialogs';
import { ORDER_PAGE_KEYS } from './keys';
import { euro } from './order-panels';
import { type OrderDetail } from './order-types';
import { useOrderCall } from './use-order-call';

interface ActionButton {
  key: string;
  shortcut?: string;
  labelId: AppMessageId;
  icon: ReactNode;
  destructive?: boolean;
  run: () => Promise<unknown>;
}

/**
 * The order's actions: exactly those the shared transition table offers for its current state, each
 * asked about first. The resend shows while a product has a billing problem and is disabled while it
 * runs; the refund opens its dialog.
 */
export function OrderActions({
  uuid,
  order,
  snapshot,
  ask,
}: {
  uuid: string;
  order: OrderDetail;
  snapshot: OrderSnapshot;
  ask: (options: ConfirmOptions) => Promise<boolean>;
}) {
  const intl = useIntl();
  const client = useTRPCClient();
  const run = useOrderCall();
  const [refundOpen, setRefundOpen] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const [resending, setResending] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [allowUnpaidOpen, setAllowUnpaidOpen] = useState(false);
  const version = order.order_info.version;
  // Setting the payment status by hand, and serving an unpaid order, are an administrator's calls
  // (the server answers 403 to others).
  const isAdmin = isAdminRole(useCurrentUser().system_role);
  const mayMarkRefunded = isAdmin;
  const unpaid = order.order_payment.payment_status === PaymentStatus.NotPaid;
  const mayAllowUnpaid =
    isAdmin && serviceRefusal(snapshot) !== null && OPEN_ORDER_STATUSES.includes(snapshot.status);
  const offered = offeredOrderActions(snapshot).filter(
    (entry) => entry.action !== 'to-refunded' || mayMarkRefunded,
  );
  const text = (id: AppMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const statusName = (status: number) => {
    const id = orderStatusLabelId(status);
    return id ? text(id) : String(status);
  };
  const paymentName = (status: number) => {
    const id = paymentStatusLabelId(status);
    return id ? text(id) : String(status);
  };

  const markRefunded = (input: { full_refunded: boolean; reason?: string }) =>
    run(() => client.orders.toRefunded.mutate({ order_uuid: uuid, version, ...input }), {
      successId: 'orders.done.payment',
    });

  const confirmThen = async (options: ConfirmOptions, call: () => Promise<unknown>) => {
    if (await ask(options)) await call();
  };

  const buttonFor = ({ machine, action, to }: OfferedAction): ActionButton | null => {
    const order_uuid = uuid;
    if (machine === 'order' && (action === 'to-progress' || action === 'to-delivery'))
      return {
        key: action,
        shortcut: action === 'to-progress' ? ORDER_PAGE_KEYS.toProgress : ORDER_PAGE_KEYS.toDelivery,
        labelId: action === 'to-progress' ? 'orders.action.toProgress' : 'orders.action.toDelivery',
        icon:
          action === 'to-progress' ? (
            <PackageCheckIcon aria-hidden="true" />
          ) : (
            <TruckIcon aria-hidden="true" />
          ),
        run: () =>
          confirmThen({ title: text('orders.confirm.status', { status: statusName(to) }) }, () =>
            run(
              () =>
                action === 'to-progress'
                  ? client.orders.toProgress.mutate({ order_uuid, version })
                  : client.orders.toDelivery.mutate({ order_uuid, version }),
              { successId: 'orders.done.status' },
            ),
          ),
      };
    if (machine === 'order' && action === 'cancel')
      return {
        key: 'cancel',
        shortcut: ORDER_PAGE_KEYS.cancel,
        labelId: 'desk.cancel.action',
        icon: <BanIcon aria-hidden="true" />,
        destructive: true,
        run: () => Promise.resolve(setCancelOpen(true)),
      };
    if (machine === 'payment' && action === 'to-refunded') {
      const full = to === PaymentStatus.Refunded;
      return {
        key: `to-refunded-${to}`,
        labelId: full ? 'orders.action.setRefunded' : 'orders.action.setPartiallyRefunded',
        icon: <UndoIcon aria-hidden="true" />,
        run: async () => {
          // Less than was paid has been refunded: the dialog asks why instead of a plain yes or no
          // (made refunds only, as the server counts them; pending ones are not refunded yet).
          const payment = order.order_payment;
          if (full && refundedNeedsReason({ paymentSum: payment.payment_sum, refundSum: payment.refund_sum }))
            return setReasonOpen(true);
          await confirmThen({ title: text('orders.confirm.payment', { status: paymentName(to) }) }, () =>
            markRefunded({ full_refunded: full }),
          );
        },
      };
    }
    return null;
  };

  const buttons = offered.map(buttonFor).filter((button): button is ActionButton => button !== null);
  const canRefund = offered.some((entry) => entry.action === 'refund');
  const refundLimit = cents(refundableRest(snapshot));

  const resend = async () => {
    if (!(await ask({ title: text('orders.confirm.resend') }))) return;
    setResending(true);
    try {
      await run(() => client.orders.againCreateOrderBss.mutate({ order_uuid: uuid }), {
        successId: 'orders.done.resend',
        reloadOnFailure: true,
      });
    } finally {
      setResending(false);
    }
  };

  const confirmPayment = () =>
    run(() => client.orders.confirmPayment.mutate({ order_uuid: uuid }), {
      successId: 'orders.done.paymentConfirmed',
      failureId: 'orders.paymentCheckFailed',
    });

  const nothing = buttons.length === 0 && !canRefund && !order.billing_problem && !unpaid;
  // This page's own resend, or one another staff member started (the server's marker).
  const resendRunning = resending || order.order_info.bss_resend_running;
  return (
    <div className="grid gap-3">
      {nothing ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage id="orders.noActions" />
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {buttons.map((button) => (
          <Button
            key={button.key}
            type="button"
            variant={button.destructive ? 'destructive' : 'outline'}
            aria-keyshortcuts={button.shortcut}
            onClick={() => void button.run()}
          >
            {button.icon}
            <FormattedMessage id={button.labelId} />
          </Button>
        ))}
        {canRefund ? (
          <Button
            type="button"
            variant="outline"
            aria-keyshortcuts={ORDER_PAGE_KEYS.refund}
            onClick={() => setRefundOpen(true)}
          >
            <BanknoteIcon aria-hidden="true" />
            <FormattedMessage id="orders.action.refund" />
          </Button>
        ) : null}
        {unpaid ? (
          <Button type="button" variant="outline" onClick={() => void confirmPayment()}>
            <CreditCardIcon aria-hidden="true" />
            <FormattedMessage id="orders.action.confirmPayment" />
          </Button>
        ) : null}
        {mayAllowUnpaid ? (
          <Button type="button" variant="outline" onClick={() => setAllowUnpaidOpen(true)}>
            <ShieldCheckIcon aria-hidden="true" />
            <FormattedMessage id="orders.action.allowUnpaid" />
          </Button>
        ) : null}
        {order.billing_problem ? (
          <Button
            type="button"
            variant="outline"
            disabled={resendRunning}
            loading={resendRunning}
            aria-keyshortcuts={ORDER_PAGE_KEYS.resend}
            onClick={() => void resend()}
          >
            <RotateCwIcon aria-hidden="true" />
            <FormattedMessage id={resendRunning ? 'orders.resendRunning' : 'msg.resendProduct'} />
          </Button>
        ) : null}
      </div>
      {buttons.some((button) => button.key.startsWith('to-refunded')) ? (
        <p className="text-xs text-muted-foreground">
          <FormattedMessage id="desk.labelOnly" />
        </p>
      ) : null}
      <CancelOrderDialog
        uuid={uuid}
        order={order}
        snapshot={snapshot}
        open={cancelOpen}
        onClose={() => setCancelOpen(false)}
      />
      <OrderFormDialog
        open={refundOpen}
        titleId="orders.dialog.refund"
        description={text('orders.dialog.refundLimit', { limit: euro(refundLimit) })}
        schema={refundFormSchema(Number(refundLimit))}
        initialValues={{ amount: '' }}
        fields={[{ name: 'amount', labelId: 'orders.dialog.refundAmount' }]}
        submitId="orders.action.refund"
        onSubmit={({ amount }) =>
          run(() => client.orders.refund.mutate({ order_uuid: uuid, amount: String(amount), version }), {
            successId: 'msg.refundSuccessful',
            failureId: 'msg.refundError',
            // A failed refund still leaves its row (failed, or pending while the outcome is unknown).
            reloadOnFailure: true,
          })
        }
        onClose={() => setRefundOpen(false)}
      />
      <OrderFormDialog
        open={reasonOpen}
        titleId="orders.dialog.refundedReason"
        description={text('orders.dialog.refundedReasonHelp', {
          refunded: euro(order.order_payment.refund_sum),
          paid: euro(order.order_payment.payment_sum),
        })}
        schema={refundedReasonSchema}
        initialValues={{ reason: '' }}
        fields={[
          { name: 'reason', labelId: 'orders.dialog.refundedReasonField', type: 'textarea', required: true },
        ]}
        submitId="orders.action.setRefunded"
        onSubmit={({ reason }) => markRefunded({ full_refunded: true, reason })}
        onClose={() => setReasonOpen(false)}
      />
      <OrderFormDialog
        open={allowUnpaidOpen}
        titleId="orders.action.allowUnpaid"
        description={text('orders.dialog.allowUnpaidHelp')}
        schema={allowUnpaidServiceSchema.pick({ reason: true })}
        initialValues={{ reason: '' }}
        fields={[
          { name: 'reason', labelId: 'orders.dialog.refundedReasonField', type: 'textarea', required: true },
        ]}
        submitId="orders.action.allowUnpaid"
        onSubmit={({ reason }) =>
          run(() => client.orders.allowUnpaidService.mutate({ order_uuid: uuid, version, reason }), {
            successId: 'orders.done.unpaidAllowed',
          })
        }
        onClose={() => setAllowUnpaidOpen(false)}
      />
    </div>
  );
}
