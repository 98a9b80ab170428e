/** What the payment provider keeps of a refund or a charge; amounts are integer cents, as on its wire. */
interface StoredMovement {
  ID: string;
  IdempotencyKey: string;
  PaymentReference: string;
  AmountCents: number;
  Currency: 'EUR';
  Status: 'succeeded';
  CreatedAt: string;
}

export type StoredRefund = StoredMovement;

/** A customer's card payment, made by a sales channel's checkout; the back office only reads it. */
export interface StoredCharge extends StoredMovement {
  Card: { Brand: string; Last4: string };
}

/** The wire form: the idempotency key is the caller's, never answered back. */
export const toWire = <T extends StoredMovement>({ IdempotencyKey: _key, ...movement }: T) => movement;
