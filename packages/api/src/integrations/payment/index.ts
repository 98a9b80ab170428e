export {
  centsOf,
  createPaymentClient,
  PAYMENT_CLIENT_LIMITS,
  paymentClientFor,
  refundCertainlyNotMade,
  type PaymentClient,
  type PaymentSettings,
  type RefundRequest,
} from './client';
export { type PaymentCharge, paymentRefundSchema, type PaymentRefund } from './schemas';
