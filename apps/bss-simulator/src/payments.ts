/** A refund as the payment provider keeps it; amounts are integer cents, as on its wire. */
export interface StoredRefund {
  ID: string;
  IdempotencyKey: string;
  PaymentReference: string;
  AmountCents: number;
  Currency: 'EUR';
  Status: 'succeeded';
  CreatedAt: string;
}

export type WireRefund = Omit<StoredRefund, 'IdempotencyKey'>;

export const toWireRefund = ({ IdempotencyKey: _key, ...refund }: StoredRefund): WireRefund => ({
  ...refund,
});
