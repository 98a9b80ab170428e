export { BSS_CALLS_AT_ONCE, bssFailureText } from './bss-calls';
export { refreshSimStatusesFromBss, type SimStatusRefreshCounts } from './bss-status-refresh';
export {
  BssCancelStatus,
  markBssCancelPending,
  sendPendingBssCancels,
  type BssCancelRun,
} from './bss-cancel';
export {
  reconcilePendingRefunds,
  refundOrder,
  type MadeRefund,
  REFUND_SETTLE_MS,
  settleRefundMade,
  settleRefundNotMade,
  unconfirmedRefundData,
  type RefundReconciliation,
  type SettledRefund,
} from './refunds';
export {
  BSS_SEND_STALE_MS,
  bssSendRunning,
  sendOrderToBss,
  type BssSendContext,
  type BssSendResult,
} from './send-to-bss';
export {
  lastOrderChange,
  lockOrder,
  orderHistoryWriter,
  orderHistoryWriterFor,
  orderSnapshot,
  sessionActor,
  withLockedOrder,
  type HistoryActor,
  type LockedOrder,
  type LockedOrderRow,
  type LockedProduct,
  type OrderHistoryEntry,
  type OrderLockTarget,
} from './locked-order';
export { allowedTransition, applyTransition, type AppliedTransition } from './transition';
export {
  bulkMoveOrderStatus,
  markPaymentRefunded,
  moveOrderStatus,
  type BulkMoveOutcome,
} from './status-moves';
export {
  cancelHereAndInBss,
  cancelOrder,
  cancelOrderWithRefund,
  cancelSim,
  type CancelOrderOutcome,
  type SimCancelOutcome,
} from './cancel';
export { addOrderComment, customerOrders, reportOrderViewer } from './desk';
export { ORDER_DETAIL_SQL, readOrderDetail } from './detail';
export { confirmOrderPayment, permitUnpaidService, type OrderPaymentState } from './payment';
export { editOrderFields, type OrderEditTarget, type OrderFieldEdit } from './edits';
