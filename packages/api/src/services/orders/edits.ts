import { type Order, type Prisma } from '@backoffice/db';
import { type OrderFieldChange, OrderHistoryType } from '@backoffice/shared';

import { type Context } from '../../context';
import { OrderFieldConflictError } from '../../errors';
import { withLockedOrder } from './locked-order';

type EditableColumn = {
  [K in keyof Order]: Order[K] extends string ? K : never;
}[keyof Order];

/** One field of an edit dialog: its name in the contract, its column and the value sent. */
export interface OrderFieldEdit {
  field: string;
  column: EditableColumn;
  value: string;
}

/** Which order an edit is of, and what it was made on: the order's version, or its fields' values. */
export interface OrderEditTarget {
  orderUuid: string;
  version?: number | undefined;
  /** The values the dialog started from, by contract field name (`orderEditBaseSchema`). */
  base?: Record<string, string> | undefined;
}

/** Who changed each field last and when, from the order's history; a field never edited names nobody. */
async function lastChangesOf(
  tx: Prisma.TransactionClient,
  orderId: number,
  edits: readonly (OrderFieldEdit & { current: string })[],
): Promise<OrderFieldChange[]> {
  return Promise.all(
    edits.map(async (edit) => {
      const last = await tx.orderHistory.findFirst({
        where: { orderId, type: OrderHistoryType.ChangeValue, field: edit.field },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { email: true, createdAt: true, actor: { select: { firstName: true, lastName: true } } },
      });
      return {
        field: edit.field,
        value: edit.current,
        changedBy: last?.email ?? '',
        changedByName: [last?.actor?.firstName, last?.actor?.lastName].filter(Boolean).join(' '),
        changedAt: (last?.createdAt ?? new Date()).toISOString(),
      };
    }),
  );
}

/**
 * An edit of an order's fields (note, contact, delivery address, tracking) under the order's lock:
 * writes the fields whose value changed and one ChangeValue history row for each (old and new value);
 * sending the current values again writes nothing. Made on `base` values, it is refused (409,
 * OrderFieldConflictError with who changed what) only when a field it changes was changed meanwhile
 * to something else; made on a `version`, any change of the order refuses it.
 */
export function editOrderFields(
  ctx: Pick<Context, 'prisma' | 'caller'>,
  target: OrderEditTarget,
  edits: readonly OrderFieldEdit[],
) {
  const { base } = target;
  const lockTarget = base ? { orderUuid: target.orderUuid } : target;
  return withLockedOrder(ctx, lockTarget, async ({ tx, order, writeHistory }) => {
    if (base) {
      const overtaken = edits
        .map((edit) => ({ ...edit, current: order[edit.column] }))
        .filter(
          (edit) => edit.field in base && edit.current !== base[edit.field] && edit.current !== edit.value,
        );
      if (overtaken.length > 0)
        throw new OrderFieldConflictError(await lastChangesOf(tx, order.id, overtaken));
    }
    const changed = edits.filter((edit) => order[edit.column] !== edit.value);
    if (changed.length === 0) return;
    await tx.order.update({
      where: { id: order.id },
      data: Object.fromEntries(changed.map((edit) => [edit.column, edit.value])),
    });
    await writeHistory(
      changed.map((edit) => ({
        type: OrderHistoryType.ChangeValue,
        field: edit.field,
        from: order[edit.column],
        to: edit.value,
      })),
    );
  });
}
