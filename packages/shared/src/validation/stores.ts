import { z } from 'zod';
import { FIELD_LIMITS as L } from './limits';
import { decimalSchema, publishFlagSchema, requiredText } from './primitives';
import { defineResourceWire } from './resource-wire';

export const latitudeSchema = decimalSchema.refine((value) => value >= -90 && value <= 90, {
  error: 'invalidLatitude',
});
export const longitudeSchema = decimalSchema.refine((value) => value >= -180 && value <= 180, {
  error: 'invalidLongitude',
});

/** A sales point as created or updated; the active switch travels as status 1/0. */
export const storeSchema = z.object({
  store_name: requiredText(L.textMax),
  address: requiredText(L.textMax),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  status: publishFlagSchema,
});

/**
 * The switch travels as `status`. Administrators delete stores: the spec shows no role check on the
 * delete (docs/decisions.md).
 */
export const storeWire = defineResourceWire({
  list: { envelope: 'data' },
  get: { idKey: 'uuid', envelope: 'data' },
  update: { idKey: 'uuid' },
  publish: { idKey: 'uuid', flagKey: 'status' },
  delete: { idKey: 'uuid', access: 'admin' },
  versions: { titleField: 'store_name' },
});
