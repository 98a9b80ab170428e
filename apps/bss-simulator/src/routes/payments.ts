import { Router } from 'express';
import { z } from 'zod';

import { type StoredRefund, toWireRefund } from '../payments';
import { type SimulatorState } from '../state';
import { sendError, sendValidationError } from './errors';

const refundSchema = z.object({
  PaymentReference: z.string().trim().min(1).max(100),
  AmountCents: z.number().int().positive().max(100_000_000),
  Currency: z.literal('EUR'),
});

const idempotencyKeySchema = z.string().trim().min(1).max(100);

/**
 * The payment provider's refunds, `/v1/payments/refunds`. A refund needs an `Idempotency-Key`
 * header: the same key with the same body answers the refund already made (200), with another body
 * a 409, so a client may safely send it again after a timeout.
 */
export function paymentsRouter(state: SimulatorState) {
  const router = Router();

  router.post('/refunds', (req, res) => {
    const key = idempotencyKeySchema.safeParse(req.get('idempotency-key') ?? '');
    if (!key.success) {
      return sendError(res, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required');
    }
    const parsed = refundSchema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const input = parsed.data;
    const existing = state.refunds.get(key.data);
    if (existing) {
      if (
        existing.PaymentReference !== input.PaymentReference ||
        existing.AmountCents !== input.AmountCents
      ) {
        return sendError(
          res,
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another refund',
        );
      }
      return res.status(200).json(toWireRefund(existing));
    }
    const refund: StoredRefund = {
      ID: `RF-${String(state.nextRefundNumber++).padStart(6, '0')}`,
      IdempotencyKey: key.data,
      PaymentReference: input.PaymentReference,
      AmountCents: input.AmountCents,
      Currency: input.Currency,
      Status: 'succeeded',
      CreatedAt: new Date(state.now()).toISOString(),
    };
    state.refunds.set(key.data, refund);
    res.status(201).json(toWireRefund(refund));
  });

  router.get('/refunds', (req, res) => {
    const reference = typeof req.query.PaymentReference === 'string' ? req.query.PaymentReference : undefined;
    const refunds = [...state.refunds.values()].filter(
      (refund) => reference === undefined || refund.PaymentReference === reference,
    );
    res.json({ refunds: refunds.map(toWireRefund) });
  });

  /**
   * The refund made with this Idempotency-Key, so a client whose refund ended without an answer can
   * learn whether it was made; `404 REFUND_NOT_FOUND` when none was.
   */
  router.get('/refunds/by-idempotency-key/:key', (req, res) => {
    const refund = state.refunds.get(req.params.key);
    if (!refund) {
      return sendError(res, 404, 'REFUND_NOT_FOUND', 'No refund was made with this Idempotency-Key');
    }
    res.json(toWireRefund(refund));
  });

  router.get('/refunds/:id', (req, res) => {
    const refund = [...state.refunds.values()].find((candidate) => candidate.ID === req.params.id);
    if (!refund) return sendError(res, 404, 'REFUND_NOT_FOUND', 'No refund with this ID');
    res.json(toWireRefund(refund));
  });

  return router;
}
