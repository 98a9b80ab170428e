import type { AppRouter } from '@backoffice/api';
import { storeSchema, storeWire } from '@backoffice/shared';
import type { inferRouterOutputs } from '@trpc/server';

import { defineResourcePage } from '../../components/resource';
import { StoreLocation } from './store-location';
import { STORE_TABS } from './store-tabs';

export type StoreRow = inferRouterOutputs<AppRouter>['stores']['stores']['list']['data'][number];

const coordinateText = (value: number | null) => (value === null ? '' : String(value));

/**
 * Stores (sales points, spec 002 §2.8): a server-paged list (imports bring thousands) sorted by
 * priority, 15 a page, with search, the status switch, edit and delete; the create and edit pages
 * place the store with 'Get coordinates' or on the map.
 */
export const storesPage = defineResourcePage((trpc) => trpc.stores.stores)({
  wire: storeWire,
  entityType: 'Store',
  serverPaging: true,
  columns: [
    { field: 'store_name', titleId: 'stores.field.name', sortable: true, opensRecord: true },
    { field: 'address', titleId: 'stores.field.address', sortable: true },
    { field: 'created_at', titleId: 'stores.field.createdAt', sortable: true, format: 'dateTime' },
  ],
  searchFields: ['store_name', 'address'],
  tabs: STORE_TABS,
  rowTitle: (row) => row.store_name,
  form: {
    schema: storeSchema,
    // The map (a custom field) holds the coordinates, as text in the form.
    defaults: () => ({ status: true, latitude: '', longitude: '' }),
    fromRow: (row) => ({ latitude: coordinateText(row.latitude), longitude: coordinateText(row.longitude) }),
    fields: [
      { kind: 'switch', name: 'status', labelId: 'stores.field.active' },
      { kind: 'text', name: 'store_name', labelId: 'stores.field.name', required: true },
      { kind: 'text', name: 'address', labelId: 'stores.field.address', required: true },
      {
        kind: 'custom',
        name: 'location',
        labelId: 'stores.map',
        render: (form) => <StoreLocation form={form} />,
      },
      [
        { kind: 'text', name: 'latitude', labelId: 'stores.field.latitude', required: true },
        { kind: 'text', name: 'longitude', labelId: 'stores.field.longitude', required: true },
      ],
    ],
  },
  texts: {
    addId: 'stores.add',
    createTitleId: 'stores.create',
    editTitleId: 'stores.edit',
    deleteConfirmId: 'stores.confirmDelete',
    createErrorId: 'stores.createError',
    loadErrorId: 'stores.loadError',
    createdId: 'stores.created',
    updatedId: 'stores.updated',
    emptyId: 'stores.empty',
    flagColumnId: 'stores.field.status',
    flagLabelId: 'stores.statusLabel',
  },
});
