import { type Context } from '../../../context';
import { markBssCancelPending, sendPendingBssCancels } from '../../../services/orders';
import { type LockedOrder, type OrderLockTarget, sessionActor, withLockedOrder } from '../locked-order';

/**
 * A cancel of SIMs that the BSS hears about too. `cancelLocally` runs under the order's lock and
 * answers the ids of the SIMs it cancelled; those the BSS may have get a pending BSS cancellation in
 * the same transaction. Once committed, the cancellations are sent with no lock held. The local
 * cancel stands whatever the BSS answers: a failure leaves them pending for the job
 * 'order-bss-cancel', a refusal is recorded; both show on the order page (docs/decisions.md).
 */
export async function cancelHereAndInBss(
  ctx: Context,
  target: OrderLockTarget,
  cancelLocally: (locked: LockedOrder) => Promise<readonly number[]>,
): Promise<void> {
  const { orderId, pending } = await withLockedOrder(ctx, target, async (locked) => {
    const cancelled = await cancelLocally(locked);
    return {
      orderId: locked.order.id,
      pending: await markBssCancelPending(locked.tx, cancelled, locked.writeHistory),
    };
  });
  if (pending === 0) return;
  try {
    await sendPendingBssCancels(ctx, { orderId, actor: sessionActor(ctx) });
  } catch (error) {
    // The cancellations are stored as pending: the job sends them; the staff member's cancel is done.
    ctx.log.error({ err: error, orderId }, 'BSS cancellations left to the retry job');
  }
}
