import { type Order } from '@backoffice/db';
import {
  orderContactSchema,
  orderDeliveryAddressSchema,
  OrderHistoryType,
  orderNoteSchema,
  orderTrackingSchema,
} from '@backoffice/shared';

import { type Context } from '../../../context';
import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { type OrderLockTarget, withLockedOrder } from '../../../services/orders';

type EditableColumn = {
  [K in keyof Order]: Order[K] extends string ? K : never;
}[keyof Order];

/** One field of an edit dialog: its name in the contract, its column and the value sent. */
interface FieldEdit {
  field: string;
  column: EditableColumn;
  value: string;
}

/**
 * Writes the fields whose value changed and one ChangeValue history row for each (old and new value);
 * sending the current values again writes nothing.
 */
function editOrder(
  ctx: Pick<Context, 'prisma' | 'session'>,
  target: OrderLockTarget,
  edits: readonly FieldEdit[],
) {
  return withLockedOrder(ctx, target, async ({ tx, order, writeHistory }) => {
    const changed = edits.filter((edit) => order[edit.column] !== edit.value);
    if (changed.length === 0) return updated;
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
    return updated;
  });
}

export const editNote = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/edit-note',
      tags: ['orders'],
      summary: 'Edit the note of an order',
    },
  })
  .input(orderNoteSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, { orderUuid: input.uuid, version: input.version }, [
      { field: 'note', column: 'note', value: input.note },
    ]),
  );

/** Both phone and email are required; the email must be valid. */
export const updateContactInfo = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/update-contact-info',
      tags: ['orders'],
      summary: 'Edit the contact phone and email of an order',
    },
  })
  .input(orderContactSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, { orderUuid: input.uuid, version: input.version }, [
      { field: 'phone', column: 'phone', value: input.phone },
      { field: 'email', column: 'email', value: input.email },
    ]),
  );

/** All six parts of the delivery address are required. */
export const updateDeliveryAddress = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/update-delivery-address',
      tags: ['orders'],
      summary: 'Edit the delivery address of an order',
    },
  })
  .input(orderDeliveryAddressSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, { orderUuid: input.uuid, version: input.version }, [
      { field: 'street_name', column: 'deliveryStreetName', value: input.street_name },
      { field: 'street_number', column: 'deliveryStreetNumber', value: input.street_number },
      { field: 'city', column: 'deliveryCity', value: input.city },
      { field: 'province', column: 'deliveryProvince', value: input.province },
      { field: 'zip_code', column: 'deliveryZipCode', value: input.zip_code },
      { field: 'country', column: 'deliveryCountry', value: input.country },
    ]),
  );

/** Tracking number and link, both optional; the link must be http or https when given. */
export const updateTracking = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/update-tracking',
      tags: ['orders'],
      summary: 'Edit the delivery tracking of an order',
    },
  })
  .input(orderTrackingSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, { orderUuid: input.uuid, version: input.version }, [
      { field: 'tracking', column: 'tracking', value: input.tracking },
      { field: 'tracking_link', column: 'trackingLink', value: input.tracking_link },
    ]),
  );
