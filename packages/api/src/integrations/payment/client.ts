import { z } from 'zod';

import { type MoneyInput, OUTSIDE_SERVICES, toMoney } from '@backoffice/shared';

import { type HttpClient, type HttpClientOptions, IntegrationError } from '../http-client';
import { clientPerConfig, serviceHttpClient, type ServiceSettings } from '../service-client';

import { type PaymentCharge, paymentChargeSchema, type PaymentRefund, paymentRefundSchema } from './schemas';

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
  /**
   * The refund made with this Idempotency-Key, or null when the provider says none was
   * (GET /v1/payments/refunds/by-idempotency-key/{key} answering 404 REFUND_NOT_FOUND). Any other
   * answer, a 404 without that code included, is a failure: only the provider's own word is a "no".
   */
  findRefund(idempotencyKey: string): Promise<PaymentRefund | null>;
  /** The card payments made for this reference (an order's UUID), oldest first. */
  chargesOf(paymentReference: string): Promise<PaymentCharge[]>;
}

/**
 * Whether a failed refund call proves that the provider made no refund: nothing was sent (no URL,
 * open circuit), or the provider refused it (a 4xx other than 408 and 429, which it may answer to a
 * retry after an attempt that went through). Anything else (a timeout, a dropped connection, a 5xx,
 * an unreadable answer) leaves the outcome unknown until findRefund tells.
 */
export function refundCertainlyNotMade(error: IntegrationError): boolean {
  if (error.failure === 'not_configured' || error.failure === 'circuit_open') return true;
  const status = error.status ?? 0;
  return error.failure === 'bad_status' && status >= 400 && status < 500 && status !== 408 && status !== 429;
}

const REFUND_NOT_FOUND = 'REFUND_NOT_FOUND';

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
  const http = serviceHttpClient(OUTSIDE_SERVICES.payment, settings, overrides, PAYMENT_CLIENT_LIMITS);
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
    async findRefund(idempotencyKey) {
      const path = `/v1/payments/refunds/by-idempotency-key/${encodeURIComponent(idempotencyKey)}`;
      const result = await http.send({ path, schema: paymentRefundSchema, acceptStatuses: [404] });
      if (result.ok) return result.data;
      const code = (result.body as { error?: { code?: unknown } } | undefined)?.error?.code;
      if (code === REFUND_NOT_FOUND) return null;
      throw new IntegrationError(
        http.service,
        'bad_status',
        `GET ${path} answered 404 without ${REFUND_NOT_FOUND}`,
        result.status,
        result.body,
      );
    },
    async chargesOf(paymentReference) {
      const query = new URLSearchParams({ PaymentReference: paymentReference });
      const answer = await http.request({
        path: `/v1/payments/charges?${query.toString()}`,
        schema: chargesAnswerSchema,
      });
      return answer.charges;
    },
  };
}

const chargesAnswerSchema = z.object({ charges: z.array(paymentChargeSchema) });

/** The process's payment provider client for this configuration. */
export const paymentClientFor = clientPerConfig((config) => createPaymentClient(config.payment));
