import {
  type DiscountAction,
  discountCodeFieldsSchema,
  discountCodeRowSchema,
  discountCodeWire,
  keepsDontSendToLogistic,
  parseRomeDateTime,
} from '@backoffice/shared';

import { assertKnownDiscountOptions } from '../../services/shop/discount-options';
import { type Column, flag, id, text, timestamp } from '../columns';
import { changeDiscountCodeActive } from '../../services/shop/change-discount-code-active';
import { defineResource } from '../define-resource';

interface StoredAction {
  discountType: number;
  amount: { toFixed(places: number): string };
  amountType: number;
  position: number;
  params: { value: number }[];
}

/** The nested action rows, read-only as a column: the writes go through `nestedData`. */
const actions: Column<
  { discount_type: number; amount: string; amount_type: number; params: number[] }[],
  'actions'
> = {
  field: 'actions',
  read: (stored) =>
    ((stored as StoredAction[] | undefined) ?? [])
      .toSorted((a, b) => a.position - b.position)
      .map((action) => ({
        discount_type: action.discountType,
        amount: action.amount.toFixed(2),
        amount_type: action.amountType,
        params: action.params.map((param) => param.value).toSorted((a, b) => a - b),
      })),
};

/** A moment or none: ISO 8601 on the wire, a date-only expiry lasts until the end of that day in Rome. */
const expiry: Column<string | null, 'expiresAt'> = {
  field: 'expiresAt',
  read: (stored) => (stored instanceof Date ? stored.toISOString() : null),
  write: (input: string | null) =>
    input ? (input.length === 10 ? parseRomeDateTime(`${input} 23:59:59`) : new Date(input)) : null,
};

const actionRows = (list: readonly DiscountAction[]) =>
  list.map((action, position) => ({
    discountType: action.discount_type,
    amount: String(action.amount),
    amountType: action.amount_type,
    position,
    params: { create: action.params.map((value) => ({ value: Number(value) })) },
  }));

/**
 * Discount codes (spec 002, 2.5): for every active staff role, delete for the super administrator.
 * Up to five actions (one per type) are nested rows replaced on every update. The active switch
 * is its own call (routers/shop/discount-codes/change-active.ts).
 */
export const discountCodes = defineResource({
  model: 'discountCode',
  label: 'Discount code',
  audit: 'shop.discount-code',
  tag: 'discount-codes',
  row: discountCodeRowSchema,
  columns: {
    uuid: id(),
    name: text('name'),
    active: flag('active'),
    expires_at: expiry,
    created_at: timestamp('createdAt'),
    only_mnp: flag('onlyMnp'),
    dont_send_to_logistic: flag('dontSendToLogistic'),
    actions,
  },
  include: { actions: { include: { params: true } } },
  orderBy: [{ createdAt: 'desc' }],
  nestedData: (input, mode) => {
    const list = input.actions as DiscountAction[];
    return {
      dontSendToLogistic: keepsDontSendToLogistic({
        dont_send_to_logistic: input.dont_send_to_logistic === true,
        actions: list,
      }),
      actions:
        mode === 'create' ? { create: actionRows(list) } : { deleteMany: {}, create: actionRows(list) },
    };
  },
  // Type 1 params must be options the matched offers' plans offer (400 naming the unknown ones).
  prepareWrite: async (ctx, input) => {
    await assertKnownDiscountOptions(ctx.prisma, input.actions as DiscountAction[]);
    return {};
  },
  uniqueConflict: 'A discount code with this name already exists',
  liveSwitch: (ctx, id, on, note) => changeDiscountCodeActive(ctx, { uuid: id, active: on }, note),
  wire: discountCodeWire,
  operations: {
    list: { path: '/api/admin/discount-codes/get-list', policy: 'staff' },
    get: {
      method: 'POST',
      path: '/api/admin/discount-codes/get',
      policy: 'staff',
    },
    create: { path: '/api/admin/discount-codes/create', input: discountCodeFieldsSchema, policy: 'staff' },
    update: {
      path: '/api/admin/discount-codes/update',
      input: discountCodeFieldsSchema,
      policy: 'staff',
    },
    delete: { path: '/api/admin/discount-codes/delete' },
  },
});
