import {
  orderContactSchema,
  orderDeliveryAddressSchema,
  orderNoteSchema,
  orderTrackingSchema,
} from '@backoffice/shared';

import { updated, updatedResponse } from '../../../contract';
import { staffProcedure } from '../../../trpc';
import { editOrderFields, type OrderFieldEdit } from '../../../services/orders';
import { ORDER_CHANGE_ERRORS } from '../../../rest-errors';

/** An edit of the order the input names, on the version or the base values it was made on. */
const editOrder = async (
  ctx: Parameters<typeof editOrderFields>[0],
  input: { uuid: string; version?: number | undefined; base?: Record<string, string> | undefined },
  edits: readonly OrderFieldEdit[],
) => {
  await editOrderFields(ctx, { orderUuid: input.uuid, version: input.version, base: input.base }, edits);
  return updated;
};

export const editNote = staffProcedure
  .meta({
    openapi: {
      method: 'POST',
      path: '/api/web-api/order/edit-note',
      tags: ['orders'],
      summary: 'Edit the note of an order',
    },
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(orderNoteSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, input, [{ field: 'note', column: 'note', value: input.note }]),
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
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(orderContactSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, input, [
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
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(orderDeliveryAddressSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, input, [
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
    errors: ORDER_CHANGE_ERRORS,
  })
  .input(orderTrackingSchema)
  .output(updatedResponse)
  .mutation(({ ctx, input }) =>
    editOrder(ctx, input, [
      { field: 'tracking', column: 'tracking', value: input.tracking },
      { field: 'tracking_link', column: 'trackingLink', value: input.tracking_link },
    ]),
  );
