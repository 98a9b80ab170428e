import { z } from 'zod';

import { storeSchema, storeWire } from '@backoffice/shared';

import { flag, id, optionalNumber, text, timestamp } from '../columns';
import { defineResource } from '../define-resource';

/** One sales point as the contract answers it (spec 002, data model: Store). */
export const storeRowSchema = z.object({
  uuid: z.string(),
  store_name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
  instructions: z.string(),
  created_at: z.string(),
});

/**
 * Stores (sales points, spec 002 section 2.8): administrators list, read, create, change, switch and
 * delete them (the spec shows no role check on delete; docs/decisions.md). The list can hold tens of
 * thousands of imported rows, so it pages, searches and sorts in the database when asked.
 */
export const stores = defineResource({
  model: 'store',
  label: 'Store',
  audit: 'stores.store',
  tag: 'stores',
  row: storeRowSchema,
  columns: {
    uuid: id(),
    store_name: text('storeName'),
    address: text('address'),
    latitude: optionalNumber('latitude'),
    longitude: optionalNumber('longitude'),
    status: flag('active'),
    instructions: { field: 'instructions', read: (stored) => (typeof stored === 'string' ? stored : '') },
    created_at: timestamp('createdAt'),
  },
  orderBy: [{ priority: 'asc' }, { storeName: 'asc' }],
  wire: storeWire,
  operations: {
    list: {
      path: '/api/admin/get-sales-points',
      paged: {
        search: ['storeName', 'address'],
        sort: {
          store_name: 'storeName',
          address: 'address',
          created_at: 'createdAt',
          priority: 'priority',
          status: 'active',
        },
      },
    },
    get: { method: 'GET', path: '/api/admin/get-sale-point' },
    create: { path: '/api/admin/create-sale-point', input: storeSchema },
    update: { path: '/api/admin/update-sale-point', input: storeSchema },
    publish: { path: '/api/admin/change-sale-point-publish' },
    delete: { path: '/api/admin/delete-sale-point' },
  },
});
