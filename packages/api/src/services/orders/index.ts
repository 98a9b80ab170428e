export { BSS_CALLS_AT_ONCE, bssFailureText } from './bss-calls';
export {
  BssCancelStatus,
  markBssCancelPending,
  sendPendingBssCancels,
  type BssCancelRun,
} from './bss-cancel';
export {
  reconcilePendingRefunds,
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
