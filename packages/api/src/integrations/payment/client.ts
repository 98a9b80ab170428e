import { type MoneyInput, toMoney } from '@backoffice/shared';

import { type HttpClient, type HttpClientOptions } from '../http-client';
import { clientPerConfig, serviceHttpClient, type ServiceSettings } from '../service-client';
import { type PaymentRefund, paymentRefundSchema } from './schemas';

/** Settings of the payment provider client; `url` is PAYMENT_URL (unset: every refund answers 503). */
export type PaymentSettings = ServiceSettings;

/**
 * A refund takes the provider longer than a read takes the BSS: 4 s per attempt, 10 s per call.
 * The back office holds no database lock meanwhile (the refund is reserved first).
 */
export const PAYMENT_CLIENT_LIMITS = { timeoutMs: 4000, deadlineMs: 10_000 } as const;

export interface RefundRequest {
  /** The same key for every attempt of one refund: the provider refunds it once. */
  idempotencyKey: string;
  /** The paid order's reference at the provider (the order's UUID). */
  paymentReference: string;
  /** Euros, two decimals at most. */
  amount: MoneyInput;
}

/** The payment provider, as the back office uses it. Every method throws `IntegrationError` on failure. */
export interface PaymentClient {
  readonly http: HttpClient;
  /** Refunds part or all of a payment (POST /v1/payments/refunds with an Idempotency-Key). */
  refund(request: RefundRequest): Promise<PaymentRefund>;
}

/** Euros to the provider's integer cents; a RangeError for more than two decimals or a non-positive amount. */
export function centsOf(amount: MoneyInput): number {
  const cents = toMoney(amount).times(100);
  if (!cents.isInteger() || !cents.isPositive() || cents.isZero()) {
    throw new RangeError(`refund amount must be positive with at most two decimals: ${String(amount)}`);
  }
  return cents.toNumber();
}

export function createPaymentClient(
  settings: PaymentSettings = {},
  overrides: Partial<HttpClientOptions> = {},
): PaymentClient {
  const http = serviceHttpClient('Payment provider', settings, overrides, PAYMENT_CLIENT_LIMITS);
  return {
    http,
    async refund(request) {
      return http.request({
        method: 'POST',
        path: '/v1/payments/refunds',
        headers: { 'idempotency-key': request.idempotencyKey },
        body: {
          PaymentReference: request.paymentReference,
          AmountCents: centsOf(request.amount),
          Currency: 'EUR',
        },
        schema: paymentRefundSchema,
        // Safe to send again: the idempotency key makes the provider refund once.
        retry: true,
      });
    },
  };
}

/** The process's payment provider client for this configuration. */
export const paymentClientFor = clientPerConfig((config) => createPaymentClient(config.payment));
