import {
  cents,
  defined,
  messages,
  OrderHistoryType,
  orderStatusWhenSimsSettle,
  PaymentStatus,
  serviceRefusal,
  toMoney,
} from '@backoffice/shared';

import { type Context } from '../../context';
import { conflict } from '../../errors';
import { integrationFailure, type PaymentCharge, paymentClientFor } from '../../integrations';
import { enqueueSendWhenServable } from './bss-send-job';
import { type LockedOrder, type OrderHistoryEntry, withLockedOrder } from './locked-order';

/** What an order's payment is after a confirmation or a permission. */
export interface OrderPaymentState {
  payment_status: number;
  payment_sum: string;
  paid_at: string | null;
  unpaid_service_reason: string | null;
}

const paymentStateOf = (order: LockedOrder['order']): OrderPaymentState => ({
  payment_status: order.paymentStatus,
  payment_sum: cents(toMoney(order.paymentSum)),
  paid_at: order.paidAt?.toISOString() ?? null,
  unpaid_service_reason: order.unpaidServiceReason,
});

/** The spec's paid_data from the provider's charges: the newest card stands for the payment. */
function paidDataOf(charges: readonly PaymentCharge[], total: string) {
  const last = defined(charges.at(-1), 'a charge of the paid order');
  return {
    responseTimeStamp: last.CreatedAt,
    totalAmount: total,
    cardCompany: last.Card.Brand,
    cardNumber: `************${last.Card.Last4}`,
    externalAccountDescription: charges.map((charge) => charge.ID).join(', '),
  };
}

/**
 * Once an order may be served: an order whose SIMs the billing system already settled closes (the
 * settle rows), and one with SIMs to send gets its send queued, both in the change's transaction.
 */
async function serveNow(locked: LockedOrder, history: OrderHistoryEntry[], actorId: string | null) {
  const { tx, order } = locked;
  const snapshot = { ...locked.snapshot, paymentStatus: order.paymentStatus };
  const closed = orderStatusWhenSimsSettle(snapshot);
  if (closed !== null) {
    await tx.order.update({ where: { id: order.id }, data: { status: closed } });
    history.push({ type: OrderHistoryType.OrderStatus, from: order.status, to: closed });
  }
  await locked.writeHistory(history);
  await enqueueSendWhenServable(tx, { id: order.id, status: closed ?? order.status }, actorId);
}

/**
 * A sales channel (or a staff member) says an order was paid: the back office believes the payment
 * provider only. It reads the charges made with the order's UUID (no lock held over HTTP), and when
 * they cover the order's amount it records Paid, payment_sum, paid_at, paid_method and paid_data
 * under the order's lock, with the history (which fires `order.paid`), and queues the order's send to
 * the billing system. Asking again about a paid order answers its payment as it is (idempotent); a
 * provider without a payment, or with less than the amount, is a 409 that writes nothing.
 */
export async function confirmOrderPayment(
  ctx: Pick<Context, 'prisma' | 'caller' | 'config'>,
  orderUuid: string,
): Promise<OrderPaymentState> {
  let charges: PaymentCharge[];
  try {
    charges = await paymentClientFor(ctx.config).chargesOf(orderUuid);
  } catch (error) {
    integrationFailure(error, messages.paymentLookupError);
  }
  return withLockedOrder(ctx, { orderUuid }, async (locked) => {
    const { tx, order } = locked;
    if (order.paymentStatus !== PaymentStatus.NotPaid) return paymentStateOf(order);
    if (charges.length === 0) throw conflict(messages.paymentNotFound);
    const paid = charges.reduce((sum, charge) => sum.plus(toMoney(charge.AmountCents).div(100)), toMoney(0));
    const amount = toMoney(order.amount);
    if (paid.lessThan(amount)) {
      throw conflict(messages.paymentShort.replace('{paid}', cents(paid)).replace('{amount}', cents(amount)));
    }
    const paidAt = new Date(defined(charges.at(-1), 'the last charge').CreatedAt);
    const saved = await tx.order.update({
      where: { id: order.id },
      data: {
        paymentStatus: PaymentStatus.Paid,
        paymentSum: cents(paid),
        paidAt,
        paidMethod: 'card',
        paidData: paidDataOf(charges, cents(paid)),
      },
    });
    const history: OrderHistoryEntry[] = [
      { type: OrderHistoryType.PaymentStatus, from: order.paymentStatus, to: PaymentStatus.Paid },
      {
        type: OrderHistoryType.ChangeValue,
        field: 'payment_sum',
        from: cents(toMoney(order.paymentSum)),
        to: cents(paid),
      },
    ];
    await serveNow({ ...locked, order: { ...order, ...saved } }, history, ctx.caller?.account.id ?? null);
    return paymentStateOf({ ...order, ...saved });
  });
}

/**
 * An administrator allows serving an order that is not paid (the spec is silent; docs/decisions.md
 * says why it needs a person and a reason): the reason is kept on the order and in its history, the
 * order's send to the billing system is queued, and the moves into processing and delivery are open.
 * A paid order needs no permission (409); asking again answers the permission given.
 */
export function permitUnpaidService(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  target: { orderUuid: string; version?: number | undefined },
  reason: string,
): Promise<OrderPaymentState> {
  return withLockedOrder(ctx, target, async (locked) => {
    const { tx, order } = locked;
    if (order.unpaidServiceReason !== null) return paymentStateOf(order);
    if (serviceRefusal(locked.snapshot) === null) throw conflict(messages.unpaidServiceNeedless);
    const saved = await tx.order.update({ where: { id: order.id }, data: { unpaidServiceReason: reason } });
    const allowed = {
      ...locked,
      order: { ...order, ...saved },
      snapshot: { ...locked.snapshot, unpaidServiceAllowed: true },
    };
    await serveNow(
      allowed,
      [{ type: OrderHistoryType.ChangeValue, field: 'unpaid_service_reason', from: null, to: reason }],
      ctx.caller?.account.id ?? null,
    );
    return paymentStateOf(allowed.order);
  });
}
