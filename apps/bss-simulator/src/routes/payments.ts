import { type Request, type Response, Router } from 'express';
import { z } from 'zod';

import { type StoredRefund, toWire } from '../payments';
import { type SimulatorState } from '../state';
import { sendError, sendValidationError } from './errors';

const refundSchema = z.object({
  PaymentReference: z.string().trim().min(1).max(100),
  AmountCents: z.number().int().positive().max(100_000_000),
  Currency: z.literal('EUR'),
});

const chargeSchema = refundSchema.extend({
  Card: z.object({ Brand: z.string().trim().min(1).max(40), Last4: z.string().regex(/^\d{4}$/) }),
});

const idempotencyKeySchema = z.string().trim().min(1).max(100);

/**
 * The payment provider's refunds (`/v1/payments/refunds`) and charges (`/v1/payments/charges`, what a
 * channel's checkout takes from the customer's card). A create needs an `Idempotency-Key` header: the
 * same key with the same body answers what was made already (200), with another body a 409, so a
 * client may safely send it again after a timeout.
 */
export function paymentsRouter(state: SimulatorState) {
  const router = Router();

  function idempotentCreate<Input extends z.infer<typeof refundSchema>, Stored extends StoredRefund>(
    req: Request,
    res: Response,
    schema: z.ZodType<Input>,
    store: Map<string, Stored>,
    make: (input: Input, key: string) => Stored,
  ) {
    const key = idempotencyKeySchema.safeParse(req.get('idempotency-key') ?? '');
    if (!key.success) {
      return sendError(res, 400, 'IDEMPOTENCY_KEY_REQUIRED', 'The Idempotency-Key header is required');
    }
    const parsed = schema.safeParse(req.body);
    if (!parsed.success) return sendValidationError(res, parsed.error);
    const input = parsed.data;
    const existing = store.get(key.data);
    if (existing) {
      if (
        existing.PaymentReference !== input.PaymentReference ||
        existing.AmountCents !== input.AmountCents
      ) {
        return sendError(
          res,
          409,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was used for another request',
        );
      }
      return res.status(200).json(toWire(existing));
    }
    const made = make(input, key.data);
    store.set(key.data, made);
    res.status(201).json(toWire(made));
  }

  const movement = (prefix: string, number: number, key: string, input: z.infer<typeof refundSchema>) => ({
    ID: `${prefix}-${String(number).padStart(6, '0')}`,
    IdempotencyKey: key,
    PaymentReference: input.PaymentReference,
    AmountCents: input.AmountCents,
    Currency: input.Currency,
    Status: 'succeeded' as const,
    CreatedAt: new Date(state.now()).toISOString(),
  });

  router.post('/refunds', (req, res) =>
    idempotentCreate(req, res, refundSchema, state.refunds, (input, key) =>
      movement('RF', state.nextRefundNumber++, key, input),
    ),
  );

  router.post('/charges', (req, res) =>
    idempotentCreate(req, res, chargeSchema, state.charges, (input, key) => ({
      ...movement('PY', state.nextChargeNumber++, key, input),
      Card: input.Card,
    })),
  );

  /** The charges of one order (its UUID is the reference), oldest first. */
  router.get('/charges', (req, res) => {
    const reference = typeof req.query.PaymentReference === 'string' ? req.query.PaymentReference : '';
    if (!reference) return sendError(res, 400, 'REFERENCE_REQUIRED', 'PaymentReference is required');
    const charges = [...state.charges.values()].filter((charge) => charge.PaymentReference === reference);
    res.json({ charges: charges.map(toWire) });
  });

  router.get('/refunds', (req, res) => {
    const reference = typeof req.query.PaymentReference === 'string' ? req.query.PaymentReference : undefined;
    const refunds = [...state.refunds.values()].filter(
      (refund) => reference === undefined || refund.PaymentReference === reference,
    );
    res.json({ refunds: refunds.map(toWire) });
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
    res.json(toWire(refund));
  });

  router.get('/refunds/:id', (req, res) => {
    const refund = [...state.refunds.values()].find((candidate) => candidate.ID === req.params.id);
    if (!refund) return sendError(res, 404, 'REFUND_NOT_FOUND', 'No refund with this ID');
    res.json(toWire(refund));
  });

  return router;
}
